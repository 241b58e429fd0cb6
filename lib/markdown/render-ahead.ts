/**
 * Rendered articles for the article pages (HTML and section headings): renderArticle's output, rendered during `next build` on a worker thread
 * ahead of the pages (lib/build-ahead), on request everywhere else. The markdown pipeline was about a fifth of
 * each article page's rendering time (npm run bench:build).
 */
import { buildAhead } from '@/lib/build-ahead';
import { buildThread } from '@/lib/build-ahead/thread';
import { renderArticle, type RenderedArticle } from './processor';

const articleMarkdown = buildAhead(buildThread, 'markdown', 'Rendering markdown', renderArticle);

/** Hands these articles' markdown to the build's worker thread (during `next build` only), keyed by slug. */
export function renderAhead(articles: readonly { key: string; markdown: string }[]): void {
  articleMarkdown.start(articles.map(({ key, markdown }) => ({ key, input: markdown })));
}

/** The rendered article: rendered ahead under `key` from this same markdown, or else rendered now. */
export function renderedArticle(key: string, markdown: string): Promise<RenderedArticle> {
  return articleMarkdown.take(key, markdown);
}
