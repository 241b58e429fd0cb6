import { getPublishedArticles } from '@/lib/articles';
import { searchIndexFile } from '@/lib/articles/search-index';

// The article list's search index, one file per build under a content-hashed name (lib/articles/search-index.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return [{ file: searchIndexFile(await getPublishedArticles()).file }];
}

export async function GET() {
  const { json } = searchIndexFile(await getPublishedArticles());
  return new Response(json, { headers: { 'Content-Type': 'application/json' } });
}
