import styled from 'styled-components';
import { theme } from '@/components/theme/theme';

/** The line under a page title that says what the page holds. */
export const ArticlesIntro = styled.p`
  max-width: ${theme.layout.readingWidth};
  margin: calc(-1 * ${theme.space.sm}) 0 ${theme.space.xl};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
`;
