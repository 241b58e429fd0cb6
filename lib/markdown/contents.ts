import type { SectionHeading } from './plugins/rehype-section-headings';

/** One line of an article's contents, with the `###` sections under a `##`. */
export interface ContentsEntry {
  id: string;
  text: string;
  children: ContentsEntry[];
}

/** Shorter articles are read at a glance: no contents. */
export const MIN_HEADINGS_FOR_CONTENTS = 3;

/**
 * The article's contents from its section headings, in order: each `###` under the `##` before it (a `###`
 * before any `##` stands on its own). Null when the article has fewer than three headings.
 */
export function articleContents(headings: readonly SectionHeading[]): ContentsEntry[] | null {
  if (headings.length < MIN_HEADINGS_FOR_CONTENTS) return null;
  const entries: ContentsEntry[] = [];
  let section: ContentsEntry | undefined;
  for (const heading of headings) {
    const entry: ContentsEntry = { id: heading.id, text: heading.text, children: [] };
    if (heading.level === 3 && section) {
      section.children.push(entry);
      continue;
    }
    entries.push(entry);
    if (heading.level === 2) section = entry;
  }
  return entries;
}
