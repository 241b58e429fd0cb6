/**
 * Social cards for the routes under app/og/, served as PNG files. During `next build` the article cards are
 * drawn on a worker thread ahead of their routes (lib/build-ahead); elsewhere each is drawn on request.
 */
import { buildAhead } from '@/lib/build-ahead';
import { buildThread } from '@/lib/build-ahead/thread';
import { drawSocialCard, type SocialCardInput } from './draw';
import { SOCIAL_CARD_TYPE } from './paths';

export * from './paths';
export type { SocialCardInput } from './draw';

const cards = buildAhead(buildThread, 'social-card', 'Drawing the social card', drawSocialCard);

/** Hands these cards to the build's worker thread (during `next build` only), keyed by the caller (a slug). */
export function drawCardsAhead(jobs: readonly { key: string; input: SocialCardInput }[]): void {
  cards.start(jobs);
}

/** The card as the PNG response of a route handler; `key` finds it if it was drawn ahead. */
export async function renderSocialCard(input: SocialCardInput, key = ''): Promise<Response> {
  const png = await cards.take(key, input);
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': SOCIAL_CARD_TYPE } });
}
