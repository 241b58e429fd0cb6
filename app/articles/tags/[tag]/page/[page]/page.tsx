import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TagArticles } from '@/components/articles/TagArticles';
import { getPublishedArticles } from '@/lib/articles';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { laterPageNumber } from '@/lib/articles/list-pages';
import { findTagPage, laterTagPages, type TagPage } from '@/lib/articles/tags';
import { tagPageMetadata } from '@/lib/seo/tag-page-metadata';

interface TagListPageProps {
  params: Promise<{ tag: string; page: string }>;
}

// Pages 2 to the last of a tag page; /articles/tags/{tag} is page 1. Any other tag or number is not found.
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = laterTagPages(await getPublishedArticles());
  // No tag fills more than one page: the reserved address of lib/articles/empty-routes.ts, removed after the build.
  return pages.length > 0
    ? pages.map(({ tag, page }) => ({ tag: tag.slug, page: String(page) }))
    : [{ tag: EMPTY_ROUTE_PARAM, page: EMPTY_ROUTE_PARAM }];
}

async function tagAndPage(params: TagListPageProps['params']): Promise<[TagPage, number] | undefined> {
  const { tag: slug, page: param } = await params;
  const tag = findTagPage(await getPublishedArticles(), slug);
  const page = tag && laterPageNumber(param, tag.articles.length);
  return tag && page ? [tag, page] : undefined;
}

export async function generateMetadata({ params }: TagListPageProps): Promise<Metadata> {
  const found = await tagAndPage(params);
  return found ? tagPageMetadata(...found) : {};
}

export default async function TagArticlesLaterPage({ params }: TagListPageProps) {
  const found = await tagAndPage(params);
  if (!found) notFound();
  const [tag, page] = found;
  return <TagArticles tag={tag} page={page} />;
}
