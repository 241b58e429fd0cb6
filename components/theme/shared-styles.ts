import { css } from 'styled-components';
import { theme, media } from './theme';

/** The site's primary call to action: an accent pill. Padding is left to each use. */
export const primaryPillStyles = css`
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-weight: 600;
  text-decoration: none;
  ${media.hover} {
    &:hover {
      background: ${theme.color.accentHover};
      color: ${theme.color.onAccent};
    }
  }
`;

/** A round, outlined button holding one icon (header toggles, the dialog's close button). */
export const iconButtonStyles = css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  ${media.hover} {
    &:hover {
      background: ${theme.color.surfaceMuted};
    }
  }
`;
