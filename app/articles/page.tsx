import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { ArticleList } from '@/components/articles/ArticleList';
import { ArticlesIntro } from '@/components/articles/ArticlesIntro';
import { FeedLink } from '@/components/articles/FeedLink';
import { FEED_PATH } from '@/lib/feed/paths';
import { getPublishedArticles } from '@/lib/articles';
import { pageMetadata } from '@/lib/seo/page-metadata';

const description = 'Articles on product management, career development and entrepreneurship.';

export const metadata: Metadata = pageMetadata({ title: 'Articles', description, path: '/articles' });

export default async function Page() {
  const articles = await getPublishedArticles();
  return (
    <PageContainer>
      <PageTitle>Articles</PageTitle>
      <ArticlesIntro>
        {description} <FeedLink href={FEED_PATH}>Follow new articles by RSS</FeedLink>
      </ArticlesIntro>
      <ArticleList articles={articles} />
    </PageContainer>
  );
}
