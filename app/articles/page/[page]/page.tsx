import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleListPage } from '@/components/articles/ArticleListPage';
import { getPublishedArticles } from '@/lib/articles';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { laterListPages, laterPageNumber, listPageCount, listPagePath } from '@/lib/articles/list-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';

interface ListPageProps {
  params: Promise<{ page: string }>;
}

// Pages 2 to the last of the article list; /articles is page 1. Any other number is not found.
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = laterListPages((await getPublishedArticles()).length);
  // One list page holds every article: the reserved address of lib/articles/empty-routes.ts, removed after the build.
  return pages.length > 0 ? pages.map((page) => ({ page: String(page) })) : [{ page: EMPTY_ROUTE_PARAM }];
}

async function pageNumber(params: ListPageProps['params']): Promise<number | undefined> {
  return laterPageNumber((await params).page, (await getPublishedArticles()).length);
}

export async function generateMetadata({ params }: ListPageProps): Promise<Metadata> {
  const page = await pageNumber(params);
  if (!page) return {};
  const total = listPageCount((await getPublishedArticles()).length);
  return pageMetadata({
    title: `Articles, page ${page} of ${total}`,
    description: `Articles on product management, career development and entrepreneurship: page ${page} of ${total}, older articles.`,
    path: listPagePath(page),
  });
}

export default async function ArticlesListPage({ params }: ListPageProps) {
  const page = await pageNumber(params);
  if (!page) notFound();
  return <ArticleListPage articles={await getPublishedArticles()} page={page} />;
}
