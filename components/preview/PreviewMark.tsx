import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { previewMarkText, type PreviewState } from '@/lib/preview/preview-state';

// Its own styled component, not a rule of the card styles: its CSS is emitted only where a mark is rendered,
// so a deploy build's pages carry none of it.
const Mark = styled.span`
  align-self: flex-start;
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

/**
 * A card's contents with the mark at their top when the article has a preview state, else the card exactly
 * as it is. Added around the card by the server components that list articles, so neither the card nor the
 * list's client island (which bundles the card) carries any of it into a deploy build.
 */
export function withPreviewMark(card: ReactNode, state: PreviewState | undefined): ReactNode {
  if (!state) return card;
  return (
    <>
      <PreviewMark state={state} />
      {card}
    </>
  );
}
