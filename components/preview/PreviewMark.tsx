import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { previewMarkText, type PreviewState } from '@/lib/preview/preview-state';

// Its own styled component, not a rule of the card styles: its CSS is emitted only where a mark is rendered,
// so a deploy build's pages carry none of it.
const Mark = styled.span`
  padding: 0 ${theme.space.xs};
  border: 1px dashed ${theme.color.internship};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.internshipSoft};
  color: ${theme.color.text};
  font-weight: 600;
`;

/** The dev server's mark on a card of an article that is not live: "Draft" or "Scheduled". */
export function PreviewMark({ state }: { state: PreviewState }) {
  return <Mark data-preview-mark={state.kind}>{previewMarkText(state)}</Mark>;
}
