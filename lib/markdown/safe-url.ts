/** Spec 5: the only schemes a link or image address in an article may use. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const allowedScheme = new RegExp(`^(?:${ALLOWED_URL_SCHEMES.join('|')})$`, 'i');

/**
 * Browsers drop leading C0 controls and spaces from a URL and ignore tabs and newlines anywhere in it
 * (WHATWG URL parsing), so "  java\tscript:" runs as "javascript:". The scheme is judged on the address
 * as the browser will read it.
 */
function asBrowserReadsIt(address: string): string {
  return address.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
}

/**
 * Spec 5: an address is kept when it has no scheme (relative paths, fragments, queries) or its scheme is
 * one of ALLOWED_URL_SCHEMES, compared case-insensitively; any other address becomes an empty string.
 * A colon after the first "/", "?" or "#" belongs to the path, query or fragment, not to a scheme.
 *
 * A kept address is returned the way the browser reads it, with its scheme in lower case
 * ("HTTPS://X" → "https://X"): the same address, in the form the sanitiser's own scheme check accepts.
 */
export function safeUrl(address: string): string {
  const url = asBrowserReadsIt(address);
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  for (const delimiter of ['/', '?', '#']) {
    const at = url.indexOf(delimiter);
    if (at !== -1 && at < colon) return url;
  }
  const scheme = url.slice(0, colon);
  return allowedScheme.test(scheme) ? scheme.toLowerCase() + url.slice(colon) : '';
}
