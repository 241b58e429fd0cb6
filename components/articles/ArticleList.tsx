import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { ARTICLE_CATEGORIES, type Article } from '@/lib/articles';
import { ArticleCard } from './ArticleCard';
import { ArticleFilter, type ArticleListItem } from './ArticleFilter';
import { articleCardStyles } from './article-styles';

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
  [data-field='category'] {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    label {
      color: ${theme.color.textMuted};
      font-size: ${theme.fontSize.sm};
      font-weight: 500;
    }
    select {
      ${controlStyles}
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

  ${articleCardStyles}
`;

/**
 * The article list: every published article as a card in the pre-rendered HTML, filtered in the browser.
 * The filter island receives only what it matches on (slug, title, excerpt, category) and the finished
 * cards, never the articles' content.
 */
export function ArticleList({ articles }: { articles: readonly Article[] }) {
  const items: ArticleListItem[] = articles.map((article) => ({
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    card: <ArticleCard article={article} />,
  }));
  return (
    <ArticleListShell>
      <ArticleFilter items={items} categories={ARTICLE_CATEGORIES} />
    </ArticleListShell>
  );
}
