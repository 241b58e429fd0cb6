import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { ARTICLE_CATEGORIES, type Article } from '@/lib/articles';
import { ArticleCard } from './ArticleCard';
import { ArticleFilter, type ArticleListItem } from './ArticleFilter';
import { badgeStyles, tagStyles } from './article-styles';

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
  h2 {
    margin: 0;
    font-size: ${theme.fontSize.xl};
  }
  h2 a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  li:hover h2 a {
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
