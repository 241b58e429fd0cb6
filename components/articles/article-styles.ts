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
    /* A flex item is as wide as its longest word unless breaks count there too: a tag longer than a phone wraps. */
    overflow-wrap: anywhere;
  }
  ul[data-tags] a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${theme.color.border};
  }
  ${media.hover} {
    ul[data-tags] a:hover {
      color: ${theme.color.accent};
      text-decoration-color: currentColor;
    }
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
  ${media.hover} {
    [data-article-list] > li:hover {
      border-color: ${theme.color.accent};
      box-shadow: ${theme.shadow.raised};
      transform: translateY(-2px);
    }
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
  ${media.hover} {
    [data-article-list] > li:hover [data-card-title] a {
      color: ${theme.color.accent};
    }
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
    ${media.hover} {
      a:hover {
        background: ${theme.color.accentSoft};
      }
    }
    span {
      color: ${theme.color.textMuted};
    }
  }
`;

/** Wide enough for the contents column beside the reading column, with the text still centred. */
export const wide = `@media (min-width: ${1200}px)`;

/*
 * The reading page's layout, shared by articles and case studies. Three columns: the reading column in the
 * middle, and on wide screens the page's contents in the right one; everything else sits in the middle. The
 * <article> is a subgrid, so its contents column lines up with the page's, and the text is centred the same
 * with or without contents. Contents: a disclosure above the body, or (wide screens) a column beside it that
 * stays in view. For the markup ArticleContents renders (`[data-contents]`).
 */
export const readingLayoutStyles = `
  display: grid;
  grid-template-columns: minmax(0, 1fr) min(${theme.layout.readingWidth}, 100%) minmax(0, 1fr);
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxxl};
  ${media.md} {
    padding-top: ${theme.space.xl};
  }
  > * {
    grid-column: 2;
  }
  > article {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    > * {
      grid-column: 2;
    }
  }
  /* Contents: a disclosure above the body, or (wide screens) a column beside it that stays in view. */
  details[data-contents] {
    margin-bottom: ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  details[data-contents] summary {
    padding: ${theme.space.sm} ${theme.space.md};
    font-weight: 600;
    cursor: pointer;
  }
  details[data-contents] nav {
    padding: 0 ${theme.space.md} ${theme.space.md};
  }
  nav[data-contents='column'] {
    display: none;
  }
  [data-contents] ol {
    margin: 0;
    padding-left: ${theme.space.md};
    list-style: none;
  }
  [data-contents] > ol,
  [data-contents] nav > ol {
    padding-left: 0;
  }
  [data-contents] li {
    margin-top: ${theme.space.xs};
  }
  [data-contents] a {
    color: ${theme.color.textMuted};
    text-decoration: none;
  }
  ${media.hover} {
    [data-contents] a:hover {
      color: ${theme.color.accent};
      text-decoration: underline;
    }
  }
  [data-contents-title] {
    margin: 0;
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
  }
  ${wide} {
    > article > header {
      grid-row: 1;
    }
    > article > [data-article-body] {
      grid-row: 2;
    }
    > article > footer {
      grid-row: 3;
    }
    details[data-contents] {
      display: none;
    }
    nav[data-contents='column'] {
      display: block;
      grid-column: 3;
      grid-row: 2;
      align-self: start;
      position: sticky;
      top: calc(${theme.layout.headerHeight} + ${theme.space.xl});
      max-height: calc(100vh - ${theme.layout.headerHeight} - 2 * ${theme.space.xl});
      overflow-y: auto;
      margin-left: ${theme.space.xl};
      padding-left: ${theme.space.md};
      border-left: 1px solid ${theme.color.border};
      font-size: ${theme.fontSize.sm};
    }
  }
`;

/** The way back above a reading page ("Articles", "Case studies"): a quiet link with an arrow, a pill on hover. */
export const backLinkStyles = `
  display: inline-flex;
  /* As wide as its words: in the article's grid it stretched across the row, so a tap on the empty space
     beside it left the article. */
  width: fit-content;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.xs} ${theme.space.sm};
  margin-left: calc(-1 * ${theme.space.sm});
  border-radius: ${theme.radius.pill};
  color: ${theme.color.textMuted};
  font-weight: 500;
  text-decoration: none;
  ${media.hover} {
    &:hover {
      background: ${theme.color.surfaceMuted};
      color: ${theme.color.text};
    }
  }
`;
