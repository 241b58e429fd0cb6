import { SiteLink } from '@/components/ui/SiteLink';
import type { Article } from '@/lib/articles';
import { ArticleCardList } from './ArticleCardList';

interface ArticleOnwardProps {
  newer?: Article;
  older?: Article;
  related: readonly Article[];
}

/**
 * Where to go after an article: the next newer and older one, and related articles. Built at build time.
 * A neighbour link's name is its visible text ("Older article {title}"), so a speech-input user can say what
 * they see (WCAG 2.5.3); the space between the two lines keeps the words apart in that name.
 */
export function ArticleOnward({ newer, older, related }: ArticleOnwardProps) {
  return (
    <>
      {(newer || older) && (
        <nav aria-label="Newer and older articles" data-neighbours data-screen-only>
          {newer && (
            <SiteLink href={`/articles/${newer.slug}`} data-neighbour="newer">
              <span data-neighbour-label>Newer article</span> <span data-neighbour-title>{newer.title}</span>
            </SiteLink>
          )}
          {older && (
            <SiteLink href={`/articles/${older.slug}`} data-neighbour="older">
              <span data-neighbour-label>Older article</span> <span data-neighbour-title>{older.title}</span>
            </SiteLink>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-articles" data-related data-screen-only>
          <h2 id="related-articles">Related articles</h2>
          <ArticleCardList articles={related} label="Related articles" headingLevel={3} />
        </section>
      )}
    </>
  );
}
