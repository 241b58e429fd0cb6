/**
 * Whether an owner's setting is an absolute web address, and if not, a message saying what is expected. The type
 * check only knows such settings are text, and a slip surfaces far from its cause: `noamcarter.com:443` parses as
 * a URL with the scheme "noamcarter.com:" and an origin of "null".
 */

export interface WebAddressRule {
  /** Shown as what is expected, e.g. https://calendly.com/you/15min. */
  example?: string;
  /** Framed or loaded by an https page, where a browser blocks http. */
  httpsOnly?: boolean;
}

/** `value` as a URL when it is an absolute web address, or undefined. */
export function webAddress(value: string, { httpsOnly = false }: WebAddressRule = {}): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const schemes = httpsOnly ? ['https:'] : ['https:', 'http:'];
  return schemes.includes(url.protocol) && url.hostname ? url : undefined;
}

/**
 * Why `value` is not an absolute web address, as the end of a sentence that starts with the setting's name, or
 * undefined when it is one: `must be a full web address such as https://example.com/you (got "x.com/you") (did
 * you mean "https://x.com/you"?)`.
 */
export function webAddressProblem(value: string, rule: WebAddressRule = {}): string | undefined {
  if (webAddress(value, rule)) return undefined;
  const { example = 'https://example.com/you', httpsOnly = false } = rule;
  // A host with a dot or a port, and maybe a path: an address written without its scheme.
  const withoutScheme = /^[a-z0-9-]+((\.[a-z0-9-]+)+(:\d+)?|:\d+)(\/\S*)?$/i.test(value);
  const guess = withoutScheme ? ` (did you mean "https://${value}"?)` : '';
  return `must be ${httpsOnly ? 'an https' : 'a full web'} address such as ${example} (got "${value}")${guess}`;
}
