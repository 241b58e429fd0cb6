/**
 * Where an article's markdown holds raw HTML, which the site leaves out of the page (processor.ts: remark-rehype
 * runs without allowDangerousHtml). The build accepts it, so an author who pasted an embed or wrapped text in a
 * `<div>` would only find out by looking at the page: `npm run check:articles` names each tag and its line.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface RawHtmlTag {
  /** The element's name as written, lowercased: "iframe", "br". */
  tag: string;
  /** The line of the markdown it starts on (1 for the first). */
  line: number;
}

interface MarkdownNode {
  type: string;
  value?: string;
  position?: { start: { line: number } };
  children?: MarkdownNode[];
}

let parser: ReturnType<typeof createParser> | undefined;

function createParser() {
  return unified().use(remarkParse).use(remarkGfm).freeze();
}

/**
 * Every opening tag the page will not show, in the order written. Comments, closing tags and declarations are
 * not reported: a comment is a fine place for a note to oneself, and it is left out as the author expects.
 */
export function rawHtmlTags(markdown: string): RawHtmlTag[] {
  // Most articles have no HTML at all: no need to parse them.
  if (!markdown.includes('<')) return [];
  parser ??= createParser();
  const found: RawHtmlTag[] = [];
  const visit = (node: MarkdownNode) => {
    if (node.type === 'html' && node.value !== undefined && node.position) {
      const name = /^<([A-Za-z][A-Za-z0-9-]*)/.exec(node.value)?.[1];
      if (name) found.push({ tag: name.toLowerCase(), line: node.position.start.line });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parser.parse(markdown) as MarkdownNode);
  return found;
}

/**
 * "<iframe> (line 12), <kbd> (lines 4 and 9)": each tag once, with every line it is on, `lineOffset` added to
 * each (the lines of a file above its body), and `of` after them (' of "content"' for a row's column).
 */
export function describeRawHtml(tags: readonly RawHtmlTag[], { lineOffset = 0, of = '' } = {}): string {
  const linesByTag = new Map<string, number[]>();
  for (const { tag, line } of tags) {
    const lines = linesByTag.get(tag) ?? [];
    // Two tags of one kind on a line (<kbd>Ctrl</kbd>+<kbd>C</kbd>) are one place to look.
    if (lines.at(-1) !== line + lineOffset) lines.push(line + lineOffset);
    linesByTag.set(tag, lines);
  }
  return [...linesByTag]
    .map(([tag, lines]) => `<${tag}> (${lines.length === 1 ? 'line' : 'lines'} ${listed(lines.map(String))}${of})`)
    .join(', ');
}

/**
 * The dev server's note above a page (components/preview/PreviewBanner.tsx) whose markdown holds raw HTML, or
 * undefined when it holds none.
 */
export function previewNote(markdown: string, where: { lineOffset?: number; of?: string }): string | undefined {
  const tags = rawHtmlTags(markdown);
  if (tags.length === 0) return undefined;
  return `Not shown on this page: raw HTML ${describeRawHtml(tags, where)}. The site shows markdown only.`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
