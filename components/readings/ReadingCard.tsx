import styled from 'styled-components';
import { theme } from '@/components/theme/theme';

/** The frame shared by the essays and Daily Reads cards. */
export const ReadingCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0;
    font-size: ${theme.fontSize.xxl};
  }
  p {
    margin: 0;
  }
`;

/** A note set apart from the card's text. */
export const HighlightNote = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.color.focus};
  border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  background: ${theme.color.surfaceMuted};
  font-style: italic;
`;
