import type { RawArticleRecord } from '../schema';
import type { ArticleSourceName } from '../types';

/** Where articles come from at build time. Sources read; validation and ordering happen in one place. */
export interface ArticleSource {
  name: ArticleSourceName;
  /** For the build log, e.g. "markdown files in content/articles" or "Supabase (https://xyz.supabase.co)". */
  description: string;
  /** Every record the source holds that may be published; drafts are dropped by the caller too. */
  read(): Promise<RawArticleRecord[]>;
}
