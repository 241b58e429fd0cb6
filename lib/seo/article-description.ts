import type { Article } from '@/lib/articles/types';

/** The excerpt when there is one, otherwise the start of the text, for descriptions and the feed. */
export function articleDescription(article: Article): string {
  if (article.excerpt) return article.excerpt;
  const text = article.content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}
