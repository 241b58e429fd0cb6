import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { ArticleCardList } from '@/components/articles/ArticleCardList';
import { ArticlesIntro } from '@/components/articles/ArticlesIntro';
import { getPublishedArticles } from '@/lib/articles';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { tagPages, tagPath, type TagPage } from '@/lib/articles/tags';
import { pageMetadata, withTagFeed } from '@/lib/seo/page-metadata';

interface TagPageProps {
  params: Promise<{ tag: string }>;
}

// One page per tag of a published article; any other tag address is answered by the not-found page.
export const dynamicParams = false;

// With no tagged article yet, the one reserved address of lib/articles/empty-routes.ts.

async function tagPage(tag: string): Promise<TagPage | undefined> {
  return tagPages(await getPublishedArticles()).find((page) => page.slug === tag);
}

export async function generateStaticParams() {
  const pages = tagPages(await getPublishedArticles());
  return pages.length > 0 ? pages.map(({ slug }) => ({ tag: slug })) : [{ tag: EMPTY_ROUTE_PARAM }];
}

const countOf = (page: TagPage) => `${page.articles.length} ${page.articles.length === 1 ? 'article' : 'articles'}`;

export async function generateMetadata({ params }: TagPageProps): Promise<Metadata> {
  const page = await tagPage((await params).tag);
  if (!page) return {};
  return withTagFeed(
    pageMetadata({
      title: `Articles tagged “${page.name}”`,
      description: `${countOf(page)} on product management, career development and entrepreneurship tagged “${page.name}”.`,
      path: tagPath(page.slug),
    }),
    page,
  );
}

export default async function TagArticlesPage({ params }: TagPageProps) {
  const page = await tagPage((await params).tag);
  if (!page) notFound();
  return (
    <PageContainer>
      <PageTitle>Articles tagged “{page.name}”</PageTitle>
      <ArticlesIntro>{countOf(page)}, newest first.</ArticlesIntro>
      <ArticleCardList articles={page.articles} label={`Articles tagged ${page.name}`} />
    </PageContainer>
  );
}
