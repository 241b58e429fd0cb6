import type { Element, Root } from 'hast';

/**
 * A wide table scrolls sideways inside its own box on a phone instead of widening the page. The box can
 * take keyboard focus so it can be scrolled without a pointer, like the code blocks.
 */
export function rehypeTableScroll() {
  return (tree: Root) => {
    const wrap = (parent: Root | Element) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== 'element') return child;
        if (child.tagName !== 'table') {
          wrap(child);
          return child;
        }
        return {
          type: 'element',
          tagName: 'div',
          properties: { dataTableScroll: '', tabIndex: 0 },
          children: [child],
        } satisfies Element;
      });
    };
    wrap(tree);
  };
}
