/**
 * What an author should know about their markdown that the build accepts without a word, each with its line:
 * - raw HTML, which the site leaves out of the page (processor.ts: remark-rehype runs without
 *   allowDangerousHtml): an author who pasted an embed or wrapped text in a `<div>` would only find out by
 *   looking at the page;
 * - images without alt text (`![](chart.png)`), which the page shows as decoration that screen readers skip.
 * `npm run check:articles` warns of both, and the dev server's preview notes them above the page.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { listed } from '@/lib/text/listed';

export interface ImageWithoutAlt {
  /** The image's address as written. */
  address: string;
  /** The line of the markdown it is on (1 for the first). */
  line: number;
}

export interface RawHtmlTag {
  /** The element's name as written, lowercased: "iframe", "br". */
  tag: string;
  /** The line of the markdown it starts on (1 for the first). */
  line: number;
}

interface MarkdownNode {
  type: string;
  value?: string;
  alt?: string | null;
  url?: string;
  identifier?: string;
  position?: { start: { line: number } };
  children?: MarkdownNode[];
}

let parser: ReturnType<typeof createParser> | undefined;

function createParser() {
  return unified().use(remarkParse).use(remarkGfm).freeze();
}

/**
 * Both lists of the markdown, from one parse: every opening tag the page will not show, in the order written
 * (comments, closing tags and declarations are not reported), and every image without alt text, by line.
 */
export function authorNotes(markdown: string): { rawHtml: RawHtmlTag[]; imagesWithoutAlt: ImageWithoutAlt[] } {
  const notes = { rawHtml: [] as RawHtmlTag[], imagesWithoutAlt: [] as ImageWithoutAlt[] };
  // Most articles have neither HTML nor images: no need to parse them.
  if (!markdown.includes('<') && !markdown.includes('![')) return notes;
  parser ??= createParser();
  const definitions = new Map<string, string>();
  const references: { identifier: string; line: number }[] = [];
  const visit = (node: MarkdownNode) => {
    const line = node.position?.start.line;
    if (node.type === 'html' && node.value !== undefined && line !== undefined) {
      // Opening tags only: a comment is a fine place for a note to oneself, left out as the author expects.
      const name = /^<([A-Za-z][A-Za-z0-9-]*)/.exec(node.value)?.[1];
      if (name) notes.rawHtml.push({ tag: name.toLowerCase(), line });
    }
    if ((node.type === 'image' || node.type === 'imageReference') && !node.alt?.trim() && line !== undefined) {
      if (node.type === 'image') notes.imagesWithoutAlt.push({ address: node.url ?? '', line });
      else references.push({ identifier: node.identifier ?? '', line });
    }
    if (node.type === 'definition' && node.identifier !== undefined) definitions.set(node.identifier, node.url ?? '');
    for (const child of node.children ?? []) visit(child);
  };
  visit(parser.parse(markdown) as MarkdownNode);
  // `![][chart]` with `[chart]: /images/chart.png` further down: named by the address it shows.
  for (const { identifier, line } of references) {
    notes.imagesWithoutAlt.push({ address: definitions.get(identifier) ?? `[${identifier}]`, line });
  }
  notes.imagesWithoutAlt.sort((a, b) => a.line - b.line);
  return notes;
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

/** "/images/chart.png (line 14), /images/team.jpg (line 30)", lines as in describeRawHtml. */
function describeImagesWithoutAlt(images: readonly ImageWithoutAlt[], { lineOffset = 0, of = '' } = {}): string {
  return images.map(({ address, line }) => `${address} (line ${line + lineOffset}${of})`).join(', ');
}

/** check:articles' warnings: the same two, as lines of its report. */
export function authorWarnings(markdown: string, where: { lineOffset?: number; of?: string }): string[] {
  const { rawHtml, imagesWithoutAlt } = authorNotes(markdown);
  const warnings: string[] = [];
  if (rawHtml.length > 0) {
    warnings.push(`raw HTML is left out of the page, which shows markdown only: ${describeRawHtml(rawHtml, where)}`);
  }
  if (imagesWithoutAlt.length > 0) {
    warnings.push(
      `no alt text, so screen readers skip ${imagesWithoutAlt.length === 1 ? 'the image' : 'the images'} ${describeImagesWithoutAlt(imagesWithoutAlt, where)} (describe each between the brackets of ![…](…))`,
    );
  }
  return warnings;
}

/**
 * The dev server's notes above a page (components/preview/PreviewBanner.tsx): the raw HTML it leaves out, and
 * its images without alt text. None for markdown with neither.
 */
export function previewNotes(markdown: string, where: { lineOffset?: number; of?: string }): string[] {
  const { rawHtml, imagesWithoutAlt } = authorNotes(markdown);
  const notes: string[] = [];
  if (rawHtml.length > 0) {
    notes.push(`Not shown on this page: raw HTML ${describeRawHtml(rawHtml, where)}. The site shows markdown only.`);
  }
  if (imagesWithoutAlt.length > 0) {
    notes.push(
      `No alt text, so screen readers skip ${imagesWithoutAlt.length === 1 ? 'it' : 'them'}: ${describeImagesWithoutAlt(imagesWithoutAlt, where)}. Describe each image between the brackets of ![…](…).`,
    );
  }
  return notes;
}
