import type { Element, Root } from 'hast';
import { visitElements } from './visit-elements';

const HEADING = /^h([1-6])$/;
/** The page's own title is the h1; article headings start one level below it. */
const FIRST_CONTENT_LEVEL = 2;

/** GFM's footnotes section opens with its own (visually hidden) heading, a top-level section of the article. */
function isFootnotesSection(node: Element | Root): boolean {
  return node.type === 'element' && node.tagName === 'section' && 'dataFootnotes' in node.properties;
}

/**
 * Authors write `#` or `##` for their top sections and sometimes skip a level. The page already has its
 * h1 (the title), so the levels an article uses are ranked and renumbered from h2 down (h1/h3 → h2/h3,
 * h2/h4 → h2/h3): the outline stays in the author's order and never jumps over a level.
 */
export function rehypeHeadingLevels() {
  return (tree: Root) => {
    const headings: Array<{ element: Element; level: number }> = [];
    visitElements(tree, (element, parent) => {
      const match = HEADING.exec(element.tagName);
      if (!match) return;
      if (isFootnotesSection(parent)) element.tagName = `h${FIRST_CONTENT_LEVEL}`;
      else headings.push({ element, level: Number(match[1]) });
    });
    const ranked = [...new Set(headings.map(({ level }) => level))].sort((a, b) => a - b);
    for (const { element, level } of headings) {
      element.tagName = `h${Math.min(6, FIRST_CONTENT_LEVEL + ranked.indexOf(level))}`;
    }
  };
}
