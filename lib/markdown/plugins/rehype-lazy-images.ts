import type { Root } from 'hast';
import { visitElements } from './visit-elements';

/** Article images sit below the title and excerpt, so none is needed for the first paint. */
export function rehypeLazyImages() {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      if (element.tagName !== 'img') return;
      element.properties.loading = 'lazy';
      element.properties.decoding = 'async';
    });
  };
}
