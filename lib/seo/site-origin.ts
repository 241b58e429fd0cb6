import { webAddress, webAddressProblem } from '@/lib/text/web-address';

/**
 * The site's origin from SITE_URL, or else the default in content/site.ts. Checked here because a mistake
 * surfaces far from its cause otherwise: with `localhost:4302` or `noamcarter.com:443` the build failed in
 * Next.js's metadata with "Invalid URL, input: 'null'" instead of naming the variable.
 */
export function siteOrigin(fromEnv: string | undefined, fallback: string): string {
  const given = fromEnv?.trim();
  const [value, name] = given ? [given, 'SITE_URL'] : [fallback, 'The default address in content/site.ts'];
  const url = webAddress(value);
  if (!url) throw new Error(`${name} ${webAddressProblem(value, { example: 'https://example.com' })}`);
  return url.origin;
}
