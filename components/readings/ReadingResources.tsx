import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';

/** The essays and Daily Reads cards: stacked on small screens, side by side on wide ones. */
export const ReadingResources = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  ${media.lg} {
    /* The newsletter list with its addresses needs more room than the essays' few lines. */
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;
