import type { PreviewState } from '@/lib/preview/preview-state';

/** The three categories an article can belong to, in the order the category filter lists them. */
export const ARTICLE_CATEGORIES = ['Product Management', 'Career', 'Entrepreneurship'] as const;

/**
 * A published article as every page, the sitemap and the feed see it: the table's columns reshaped into
 * the app's names, plus the derived reading time. Raw rows and front matter never leave lib/articles.
 */
export interface Article {
  /** The row's id (stringified), or the file's name for markdown files. */
  id: string;
  title: string;
  slug: string;
  /** Absent when the author wrote none. */
  excerpt?: string;
  /** Markdown source. */
  content: string;
  category: string;
  /** Possibly empty. */
  tags: string[];
  /** True for every article of a deploy build; false only for a draft shown by the dev server. */
  isPublished: boolean;
  /** Set only by the dev server (lib/preview): a draft, or an article scheduled for a later date. */
  preview?: PreviewState;
  /**
   * Set only by the dev server, draft or not: what the page leaves out of what the author wrote (raw HTML, with
   * its lines), said where the author is looking.
   */
  previewNotes?: readonly string[];
  /** ISO 8601 timestamp in UTC, e.g. "2025-03-14T00:00:00.000Z". */
  publishedAt: string;
  /** Words of the content (split on whitespace) / 200, rounded up. */
  readingTimeMinutes: number;
}

/** Where the build read its articles from; logged so the owner can check a deploy at a glance. */
export type ArticleSourceName = 'supabase' | 'markdown';
