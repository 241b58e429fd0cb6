import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { previewBannerText, type PreviewState } from '@/lib/preview/preview-state';

// Above the page it marks, aligned with the reading column.
const Banner = styled.p`
  box-sizing: border-box;
  width: min(${theme.layout.readingWidth}, calc(100% - 2 * ${theme.space.md}));
  margin: ${theme.space.lg} auto 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px dashed ${theme.color.internship};
  border-radius: ${theme.radius.md};
  background: ${theme.color.internshipSoft};
  color: ${theme.color.text};
  font-weight: 600;
`;

/**
 * The dev server's mark at the top of a page that is not live: "Draft — not published" or "Scheduled for
 * {date}". Takes the state rather than an article so case studies and any later content can use it.
 */
export function PreviewBanner({ state }: { state: PreviewState }) {
  return (
    <Banner role="note" data-preview-banner={state.kind}>
      {previewBannerText(state)}
    </Banner>
  );
}

/**
 * The dev server's note above a page, live or not, on what it does not show as the author meant (raw HTML left
 * out, an image without alt text, with their lines): said where the author is looking, not only by
 * `npm run check:articles`.
 */
function PreviewNote({ children }: { children: string }) {
  return (
    <Banner role="note" data-preview-note>
      {children}
    </Banner>
  );
}

/**
 * The page with the banner above it when it has a preview state (and the dev server's notes on it), else the
 * page exactly as it is: a deploy build's output is then the same element tree, not one with an empty slot.
 */
export function withPreviewBanner(
  page: ReactNode,
  state: PreviewState | undefined,
  notes: readonly string[] = [],
): ReactNode {
  if (!state && notes.length === 0) return page;
  return (
    <>
      {state && <PreviewBanner state={state} />}
      {notes.map((note) => (
        <PreviewNote key={note}>{note}</PreviewNote>
      ))}
      {page}
    </>
  );
}
