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
 * The page with the banner above it when it has a preview state, else the page exactly as it is: a deploy
 * build's output is then the same element tree, not one with an empty slot for a banner.
 */
export function withPreviewBanner(page: ReactNode, state: PreviewState | undefined): ReactNode {
  if (!state) return page;
  return (
    <>
      <PreviewBanner state={state} />
      {page}
    </>
  );
}
