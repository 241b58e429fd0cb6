import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { ARTICLE_CATEGORIES, type Article } from '@/lib/articles';
import { ARTICLES_PER_PAGE, articlesOnPage, listPageNeighbours } from '@/lib/articles/list-pages';
import { searchIndexFile } from '@/lib/articles/search-index';
import { withPreviewMark } from '@/components/preview/PreviewMark';
import { ArticleCard } from './ArticleCard';
import { ArticleFilter, type ArticleListItem } from './ArticleFilter';
import { articleCardStyles, listFooterRowStyles, listPageNavStyles } from './article-styles';

const controlStyles = `
  min-height: 2.75rem;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

const ArticleListShell = styled.div`
  [data-article-filters] {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    margin-bottom: ${theme.space.lg};
    ${media.sm} {
      flex-direction: row;
      align-items: center;
    }
  }
  [data-field='search'] {
    flex: 1;
  }
  input[type='search'] {
    ${controlStyles}
    width: 100%;
  }
  input[type='search']::placeholder {
    color: ${theme.color.textMuted};
    opacity: 1;
  }
  /*
   * Sized before its control arrives: on a slow connection the label can be painted alone, and a field as tall
   * and wide as its label then moved it when the control came (a layout shift). As tall as a control, and
   * beside the search box a fixed width, wide enough for the label and the longest category, Product Management.
   */
  [data-field='category'] {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.75rem;
    ${media.sm} {
      flex: none;
      width: 20rem;
    }
    label {
      color: ${theme.color.textMuted};
      font-size: ${theme.fontSize.sm};
      font-weight: 500;
    }
    select {
      ${controlStyles}
      /* The rest of the field, not its options' width: sized by them, it grew as they arrived. */
      flex: 1;
      min-width: 12rem;
      cursor: pointer;
    }
  }

  p[role='status'] {
    margin: 0;
  }
  p[data-result-count='0'] {
    padding: ${theme.space.xxl} ${theme.space.md};
    border: 1px dashed ${theme.color.border};
    border-radius: ${theme.radius.lg};
    color: ${theme.color.textMuted};
    text-align: center;
  }

  [data-show-more] {
    ${listFooterRowStyles}
    color: ${theme.color.textMuted};
    button {
      min-height: 2.75rem;
      padding: ${theme.space.xs} ${theme.space.lg};
      border: 2px solid ${theme.color.accent};
      border-radius: ${theme.radius.pill};
      background: ${theme.color.surface};
      color: ${theme.color.accent};
      font-weight: 600;
      cursor: pointer;
    }
  }

  ${articleCardStyles}
  ${listPageNavStyles}
`;

/**
 * The article list at /articles: the first page's articles as cards in the pre-rendered HTML, a link to the
 * next page (lib/articles/list-pages.ts), and the search box and category control, which cover every
 * article through the search index once there is more than one page. The filter island receives only what
 * it matches on (slug, title, excerpt, category) and the finished cards, never the articles' content.
 */
export function ArticleList({ articles }: { articles: readonly Article[] }) {
  const paged = articles.length > ARTICLES_PER_PAGE;
  const items: ArticleListItem[] = articlesOnPage(articles, 1).map((article) => ({
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    card: withPreviewMark(<ArticleCard article={article} />, article.preview),
  }));
  return (
    <ArticleListShell>
      <ArticleFilter
        items={items}
        categories={ARTICLE_CATEGORIES}
        total={articles.length}
        pageSize={ARTICLES_PER_PAGE}
        {...(paged
          ? { indexUrl: searchIndexFile(articles).url, olderPage: listPageNeighbours(1, articles.length).older }
          : {})}
      />
    </ArticleListShell>
  );
}
