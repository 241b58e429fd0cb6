/**
 * The site's origin from SITE_URL, or else the default in content/site.ts. Checked here because a mistake
 * surfaces far from its cause otherwise: `localhost:4302` or `noamcarter.com:443` parse as URLs with the
 * scheme "localhost:" and an origin of "null", and the build then failed in Next.js's metadata with
 * "Invalid URL, input: 'null'" instead of naming the variable.
 */
export function siteOrigin(fromEnv: string | undefined, fallback: string): string {
  const given = fromEnv?.trim();
  const [value, name] = given ? [given, 'SITE_URL'] : [fallback, 'The default address in content/site.ts'];
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below, with what is expected.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    throw new Error(
      `${name} must be an absolute http or https address such as https://example.com, got "${value}"` +
        (/^[a-z0-9.-]+(:\d+)?(\/.*)?$/i.test(value) ? ` (did you mean "https://${value}"?)` : ''),
    );
  }
  return url.origin;
}
