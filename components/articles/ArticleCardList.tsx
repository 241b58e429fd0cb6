import styled from 'styled-components';
import type { Article } from '@/lib/articles';
import { withPreviewMark } from '@/components/preview/PreviewMark';
import { ArticleCard } from './ArticleCard';
import { articleCardStyles } from './article-styles';

const Shell = styled.div`
  ${articleCardStyles}
`;

interface ArticleCardListProps {
  articles: readonly Article[];
  /** The list's accessible name. */
  label: string;
  /** h2 on a page of articles; h3 where the list sits under a heading of its own. */
  headingLevel?: 2 | 3;
}

/** Articles as cards, in the given order, with no filtering: tag pages and related articles. */
export function ArticleCardList({ articles, label, headingLevel = 2 }: ArticleCardListProps) {
  return (
    <Shell>
      <ul data-article-list aria-label={label}>
        {articles.map((article) => (
          <li key={article.slug}>
            {withPreviewMark(<ArticleCard article={article} headingLevel={headingLevel} />, article.preview)}
          </li>
        ))}
      </ul>
    </Shell>
  );
}
