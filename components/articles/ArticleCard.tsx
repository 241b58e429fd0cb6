import { SiteLink } from '@/components/ui/SiteLink';
import type { ArticleSummary } from '@/lib/articles/search-index-entry';
import { ArticleDate } from './ArticleDate';
import { ArticleTags } from './ArticleTags';

/** Spec 9: a card shows at most three tags. */
export const CARD_TAG_LIMIT = 3;

/**
 * The contents of one article card (its list item comes from ArticleFilter or ArticleCardList), styled by
 * `articleCardStyles`. Its title is an h2 on a list of articles, an h3 under a heading of its own.
 * The title link is the card's only link and is stretched over the whole card, so the card is one click
 * target that screen readers announce by the title alone.
 */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <p data-card-meta>
        <span data-badge>{article.category}</span>
        <span>{article.readingTimeMinutes} min read</span>
      </p>
      <Title data-card-title>
        <SiteLink href={`/articles/${article.slug}`}>{article.title}</SiteLink>
      </Title>
      {article.excerpt && <p data-excerpt>{article.excerpt}</p>}
      <ArticleTags tags={article.tags.slice(0, CARD_TAG_LIMIT)} />
      <p data-card-date>
        <ArticleDate publishedAt={article.publishedAt} />
      </p>
    </>
  );
}
