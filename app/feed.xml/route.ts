import { getPublishedArticles } from '@/lib/articles';
import { buildRssFeed } from '@/lib/feed/rss';

// Written to out/feed.xml at build time.
export const dynamic = 'force-static';

export async function GET() {
  const xml = buildRssFeed(await getPublishedArticles());
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
