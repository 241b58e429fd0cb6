import type { Element, Root, RootContent } from 'hast';

/** Calls `visitor` for every element of the tree, parents before their children. */
export function visitElements(tree: Root, visitor: (element: Element, parent: Element | Root) => void): void {
  const walk = (parent: Element | Root) => {
    for (const child of parent.children as RootContent[]) {
      if (child.type !== 'element') continue;
      visitor(child, parent);
      walk(child);
    }
  };
  walk(tree);
}
