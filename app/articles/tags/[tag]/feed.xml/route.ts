import { getPublishedArticles } from '@/lib/articles';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { findTagPage, tagPages } from '@/lib/articles/tags';
import { buildRssFeed, tagFeedScope } from '@/lib/feed/rss';

// One feed per tag page, written to out/articles/tags/{tag}/feed.xml at build time. Not in the sitemap:
// feeds are not pages.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = tagPages(await getPublishedArticles());
  // With no tag yet, the reserved address the build then deletes (lib/articles/empty-routes.ts).
  return pages.length > 0 ? pages.map(({ slug }) => ({ tag: slug })) : [{ tag: EMPTY_ROUTE_PARAM }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }) {
  const { tag } = await params;
  const page = findTagPage(await getPublishedArticles(), tag);
  const xml = page ? buildRssFeed(page.articles, tagFeedScope(page)) : '';
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
