import type { Article } from '@/lib/articles/types';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const DESCRIPTION_LENGTH = 160;

/** Where a reader's words are, each read whole; code, raw HTML, rules and definitions are not looked into. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
const SILENT_BLOCKS = new Set(['code', 'html', 'thematicBreak', 'definition', 'footnoteDefinition']);

const markdown = unified().use(remarkParse).use(remarkGfm);

type MdNode = ReturnType<typeof markdown.parse> | ReturnType<typeof markdown.parse>['children'][number];

/** The text of each paragraph, heading and table cell, in reading order (list items and quotes included). */
function textBlocks(node: MdNode): string[] {
  if (TEXT_BLOCKS.has(node.type)) return [toString(node, { includeImageAlt: false, includeHtml: false })];
  if (SILENT_BLOCKS.has(node.type) || !('children' in node)) return [];
  return (node.children as MdNode[]).flatMap(textBlocks);
}

/**
 * The words of an article's body as a reader reads them: Markdown is parsed, not stripped by pattern, so a
 * hyphen, "5 - 3", "3 > 2" or "a|b" in the text survive (a pattern once took every "-" and ">" out).
 */
function proseOf(content: string): string {
  return textBlocks(markdown.parse(content)).join(' ').replace(/\s+/g, ' ').trim();
}

/** The excerpt when there is one, otherwise the start of the text, for descriptions and the feed. */
export function articleDescription(article: Article): string {
  if (article.excerpt) return article.excerpt;
  const text = proseOf(article.content);
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DESCRIPTION_LENGTH - 3).replace(/\s+\S*$/, '')}…`;
}
