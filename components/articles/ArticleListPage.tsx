import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import type { Article } from '@/lib/articles';
import { articlesOnPage, listPageCount, listPageNeighbours } from '@/lib/articles/list-pages';
import { ArticleCardList } from './ArticleCardList';
import { ArticlesIntro } from './ArticlesIntro';
import { ListPageNav } from './ListPageNav';
import { listPageNavStyles } from './article-styles';

const NavShell = styled.div`
  ${listPageNavStyles}
`;

/** Page 2 and later of the article list: its cards, newest first, and links to the pages around it. */
export function ArticleListPage({ articles, page }: { articles: readonly Article[]; page: number }) {
  const pageCount = listPageCount(articles.length);
  return (
    <PageContainer>
      <PageTitle>Articles</PageTitle>
      <ArticlesIntro>
        {`Page ${page} of ${pageCount}: older articles. To find one by its title, `}
        <SiteLink href="/articles">search all articles</SiteLink>.
      </ArticlesIntro>
      <ArticleCardList articles={articlesOnPage(articles, page)} label={`Articles, page ${page}`} />
      <NavShell>
        <ListPageNav page={page} pageCount={pageCount} {...listPageNeighbours(page, articles.length)} />
      </NavShell>
    </PageContainer>
  );
}
