import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { previewBannerText, type PreviewState } from '@/lib/preview/preview-state';

const Banner = styled.p`
  margin: 0 0 ${theme.space.lg};
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
