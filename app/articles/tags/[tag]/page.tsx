import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TagArticles } from '@/components/articles/TagArticles';
import { getPublishedArticles } from '@/lib/articles';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { findTagPage, tagPages } from '@/lib/articles/tags';
import { tagPageMetadata } from '@/lib/seo/tag-page-metadata';

interface TagPageProps {
  params: Promise<{ tag: string }>;
}

// One page per tag of a published article (its newest articles; older ones at ./page/[page]); any other tag
// address is answered by the not-found page.
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = tagPages(await getPublishedArticles());
  // With no tagged article yet, the one reserved address of lib/articles/empty-routes.ts.
  return pages.length > 0 ? pages.map(({ slug }) => ({ tag: slug })) : [{ tag: EMPTY_ROUTE_PARAM }];
}

export async function generateMetadata({ params }: TagPageProps): Promise<Metadata> {
  const tag = findTagPage(await getPublishedArticles(), (await params).tag);
  return tag ? tagPageMetadata(tag, 1) : {};
}

export default async function TagArticlesPage({ params }: TagPageProps) {
  const tag = findTagPage(await getPublishedArticles(), (await params).tag);
  if (!tag) notFound();
  return <TagArticles tag={tag} page={1} />;
}
