// Social cards for the routes under app/og/: drawn at build time (./draw.ts) and served as PNG files.
import { drawSocialCard, type SocialCardInput } from './draw';
import { SOCIAL_CARD_TYPE } from './paths';

export * from './paths';
export type { SocialCardInput } from './draw';

/** The card as the PNG response of a route handler. */
export async function renderSocialCard(input: SocialCardInput): Promise<Response> {
  const png = await drawSocialCard(input);
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': SOCIAL_CARD_TYPE } });
}
