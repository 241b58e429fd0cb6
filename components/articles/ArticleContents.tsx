import type { ContentsEntry } from '@/lib/markdown/contents';

function ContentsList({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 && <ContentsList entries={entry.children} />}
        </li>
      ))}
    </ol>
  );
}

export const CONTENTS_LABEL = 'On this page';

/**
 * An article's contents, built at build time from its headings, with no script: a disclosure above the
 * body on narrower screens (closed until opened), and a column beside the text on wide ones that stays in
 * view while the text scrolls. Both are in the page and the article styles show one, so there is only ever
 * one "On this page" landmark to a reader.
 */
export function ArticleContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <>
      <details data-contents="disclosure" data-screen-only>
        <summary>{CONTENTS_LABEL}</summary>
        <nav aria-label={CONTENTS_LABEL}>
          <ContentsList entries={entries} />
        </nav>
      </details>
      <nav aria-label={CONTENTS_LABEL} data-contents="column" data-screen-only>
        <p data-contents-title>{CONTENTS_LABEL}</p>
        <ContentsList entries={entries} />
      </nav>
    </>
  );
}
