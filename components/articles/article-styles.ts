import { theme, media } from '@/components/theme/theme';

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
  ul[data-tags] a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${theme.color.border};
  }
  ul[data-tags] a:hover {
    color: ${theme.color.accent};
    text-decoration-color: currentColor;
  }
`;

/**
 * Article cards (ArticleCard) in a `ul[data-article-list]`: the list page, tag pages and an article's
 * related articles. The title link is stretched over the card, so the whole card is its one click target.
 */
export const articleCardStyles = `
  [data-article-list] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  [data-article-list] > li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.card};
    transition:
      border-color 150ms ease,
      box-shadow 150ms ease,
      transform 150ms ease;
  }
  [data-article-list] > li:hover {
    border-color: ${theme.color.accent};
    box-shadow: ${theme.shadow.raised};
    transform: translateY(-2px);
  }
  [data-article-list] > li:focus-within {
    border-color: ${theme.color.accent};
  }
  /* Left-aligned: a right-aligned reading time would grow leftwards, moving, while its text arrives. */
  [data-card-meta] {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  [data-card-title] {
    margin: 0;
    font-size: ${theme.fontSize.xl};
  }
  [data-card-title] a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  [data-card-title] a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  [data-article-list] > li:hover [data-card-title] a {
    color: ${theme.color.accent};
  }
  [data-excerpt] {
    margin: 0;
    color: ${theme.color.textMuted};
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow: hidden;
  }
  [data-card-date] {
    margin: auto 0 0;
    padding-top: ${theme.space.xs};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  ${badgeStyles}
  ${tagStyles}
`;

/** A row of controls below the article list: the list's "Show more articles", or the links between its pages. */
export const listFooterRowStyles = `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`;

/** The links between the pages of the article list (ListPageNav). */
export const listPageNavStyles = `
  [data-list-pages] {
    ${listFooterRowStyles}
    a {
      display: inline-flex;
      align-items: center;
      min-height: 2.75rem;
      padding: ${theme.space.xs} ${theme.space.lg};
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius.pill};
      background: ${theme.color.surface};
      font-weight: 600;
      text-decoration: none;
    }
    a:hover {
      background: ${theme.color.accentSoft};
    }
    span {
      color: ${theme.color.textMuted};
    }
  }
`;
