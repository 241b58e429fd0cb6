import styled from 'styled-components';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { SiteLink } from '@/components/ui/SiteLink';
import { articlesOnPage, listPageCount, pageNeighbours } from '@/lib/articles/list-pages';
import { articleCount, tagPath, type TagPage } from '@/lib/articles/tags';
import { ArticleCardList } from './ArticleCardList';
import { tagFeedPath } from '@/lib/feed/paths';
import { ArticlesIntro } from './ArticlesIntro';
import { FeedLink } from './FeedLink';
import { ListPageNav } from './ListPageNav';
import { listPageNavStyles } from './article-styles';

const NavShell = styled.div`
  ${listPageNavStyles}
`;

/**
 * One page of a tag page: its cards, newest first, and plain links to the pages around it when the tag has
 * more articles than one page holds (lib/articles/list-pages.ts), so every tagged article is a few links away.
 */
export function TagArticles({ tag, page }: { tag: TagPage; page: number }) {
  const pageCount = listPageCount(tag.articles.length);
  const firstPage = tagPath(tag.slug);
  return (
    <PageContainer>
      <PageTitle>Articles tagged “{tag.name}”</PageTitle>
      <ArticlesIntro>
        {page <= 1 ? (
          <>
            {`${articleCount(tag.articles.length)}, newest first. `}
            <FeedLink href={tagFeedPath(tag.slug)}>{`Follow “${tag.name}” by RSS`}</FeedLink>
          </>
        ) : (
          <>
            {`Page ${page} of ${pageCount}: older articles. The newest are on `}
            <SiteLink href={firstPage}>the first page</SiteLink>.
          </>
        )}
      </ArticlesIntro>
      <ArticleCardList
        articles={articlesOnPage(tag.articles, page)}
        label={page <= 1 ? `Articles tagged ${tag.name}` : `Articles tagged ${tag.name}, page ${page}`}
      />
      {pageCount > 1 && (
        <NavShell>
          <ListPageNav
            label={`Pages of articles tagged ${tag.name}`}
            page={page}
            pageCount={pageCount}
            {...pageNeighbours(firstPage, page, tag.articles.length)}
          />
        </NavShell>
      )}
    </PageContainer>
  );
}
