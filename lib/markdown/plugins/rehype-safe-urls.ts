import type { Root } from 'hast';
import { safeUrl } from '../safe-url';
import { visitElements } from './visit-elements';

/** Properties holding an address an article can set from markdown: link targets and image sources. */
const ADDRESS_PROPERTIES = ['href', 'src'] as const;

/**
 * Spec 5: addresses with a scheme other than http, https, irc, ircs, mailto or xmpp become empty strings.
 * Runs before sanitising because the sanitiser would remove such an attribute altogether, and the spec
 * keeps the attribute with an empty address.
 */
export function rehypeSafeUrls() {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      for (const property of ADDRESS_PROPERTIES) {
        const value = element.properties[property];
        if (typeof value === 'string') element.properties[property] = safeUrl(value);
      }
    });
  };
}
