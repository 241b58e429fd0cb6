import { theme } from '@/components/theme/theme';

/**
 * Pieces of CSS shared by the article cards and the article page, for the markup ArticleMeta renders.
 * Plain strings interpolated into the server-side styled wrappers, like the header's link styles.
 */

/** The category shown as a badge: `[data-badge]`. */
export const badgeStyles = `
  [data-badge] {
    display: inline-block;
    padding: 0.125rem ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.accentSoft};
    color: ${theme.color.accentHover};
    font-size: ${theme.fontSize.xs};
    font-weight: 600;
    letter-spacing: 0.01em;
    line-height: 1.6;
  }
`;

/** A list of tags as small chips: `ul[data-tags]`. */
export const tagStyles = `
  ul[data-tags] {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs} ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul[data-tags] > li {
    padding: 0.0625rem ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.xs};
    line-height: 1.7;
  }
`;
