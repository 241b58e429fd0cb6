/**
 * The article store behind lib/articles/index.ts: picks the source, reads it once, drops drafts, validates,
 * orders newest first and shares the result. A factory so tests can build stores with their own
 * environment, directories and servers.
 */
import {
  ArticleValidationError,
  isPublished,
  toArticles,
  type ProblemsFoundDuring,
  type RawArticleRecord,
} from './schema';
import { markdownSource, DEFAULT_ARTICLES_DIR } from './sources/markdown';
import type { ArticleSource } from './sources/source';
import type { SupabaseSourceOptions } from './sources/supabase';
import { ARTICLE_CATEGORIES, type Article, type ArticleSourceName } from './types';
import { formatGoLive } from '@/lib/dates';

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface ArticlesReport {
  source: ArticleSourceName;
  /** e.g. "markdown files in content/articles" or "Supabase (https://xyz.supabase.co)". */
  description: string;
  /** Published articles read (drafts and scheduled articles are not counted). */
  count: number;
  /** Published articles dated after the build's start: left out until a build after their date. */
  scheduled: { slug: string; publishedAt: string }[];
}

/** Where SUPABASE_URL, SUPABASE_ANON_KEY and ARTICLES_DIR are read from. */
export type ArticleEnv = Readonly<Record<string, string | undefined>>;

export interface ArticleStoreOptions {
  /** Read at the first call, not at import. Defaults to process.env. */
  env?: ArticleEnv;
  cwd?: string;
  log?: (message: string) => void;
  warn?: (message: string) => void;
  /**
   * The moment that decides which published articles are live yet. Defaults to SITE_BUILD_STARTED_AT (set
   * by scripts/build-state.mjs, so every process of one build agrees), or else now.
   */
  now?: () => Date;
  /** Test knobs for the Supabase source: page size, timeouts, backoff. */
  supabase?: Omit<SupabaseSourceOptions, 'url' | 'anonKey' | 'secretKey' | 'warn'>;
  /**
   * The dev server's preview (lib/preview): drafts and scheduled articles are included and marked, the
   * source is read afresh on every call (an edited file or row shows on the next reload), and Supabase is
   * read with SUPABASE_SECRET_KEY when it is set. Never for a build.
   */
  preview?: boolean;
  /** Told once what a build's read found (not the preview's): the build records its schedule (build-schedule.ts). */
  onLoad?: (report: ArticlesReport) => void;
}

export interface ArticleStore {
  getPublishedArticles(): Promise<Article[]>;
  getArticleBySlug(slug: string): Promise<Article | null>;
  getCategories(): readonly ArticleCategory[];
  getArticlesReport(): Promise<ArticlesReport>;
  /** Where a published article came from, for build errors: its file, or its row's id and slug. */
  getArticleOrigin(slug: string): Promise<string | undefined>;
}

interface LoadedArticles {
  report: ArticlesReport;
  articles: Article[];
  bySlug: Map<string, Article>;
  originBySlug: Map<string, string>;
}

/** Thrown when the environment names the source ambiguously. */
export class ArticleSourceConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArticleSourceConfigError';
  }
}

export function createArticleStore(options: ArticleStoreOptions = {}): ArticleStore {
  let loaded: Promise<LoadedArticles> | undefined;
  // The promise is kept even when it rejects: every page then fails with the same message, and a broken
  // backend is not asked again once per page. The preview keeps it only while it is read, so the calls of
  // one page load share a read and the next reload reads again.
  const load = options.preview
    ? () =>
        (loaded ??= loadArticles(options).finally(() => {
          loaded = undefined;
        }))
    : () => (loaded ??= loadArticles(options));

  return {
    getPublishedArticles: async () => (await load()).articles,
    getArticleBySlug: async (slug) => (await load()).bySlug.get(slug) ?? null,
    getCategories: () => ARTICLE_CATEGORIES,
    getArticlesReport: async () => (await load()).report,
    getArticleOrigin: async (slug) => (await load()).originBySlug.get(slug),
  };
}

/**
 * Supabase when both keys are set; the markdown files when neither is. Exactly one of them set is most
 * likely a deploy missing a secret: building the bundled sample articles over the owner's site would be
 * worse than a failed build, so it stops and says which one is missing.
 */
export async function chooseArticleSource(options: ArticleStoreOptions = {}): Promise<ArticleSource> {
  const env: ArticleEnv = options.env ?? process.env;
  const warn = options.warn ?? console.warn;
  const url = env.SUPABASE_URL?.trim() ?? '';
  const anonKey = env.SUPABASE_ANON_KEY?.trim() ?? '';
  if (url && anonKey) {
    // Loaded only when used: a markdown build never loads supabase-js and its WebSocket transport.
    const { supabaseSource } = await import('./sources/supabase');
    // The secret key bypasses row-level security: read only by the preview, never by a build (build-state.mjs).
    const secretKey = options.preview ? env.SUPABASE_SECRET_KEY?.trim() || undefined : undefined;
    return supabaseSource({ ...options.supabase, url, anonKey, secretKey, warn });
  }
  if (url || anonKey) {
    const [set, missing] = url ? ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] : ['SUPABASE_ANON_KEY', 'SUPABASE_URL'];
    throw new ArticleSourceConfigError(
      `${set} is set but ${missing} is not: set both to read the articles from Supabase, or neither to use the markdown files in ARTICLES_DIR.`,
    );
  }
  return markdownSource({ dir: env.ARTICLES_DIR?.trim() || DEFAULT_ARTICLES_DIR, cwd: options.cwd, warn });
}

async function loadArticles(options: ArticleStoreOptions): Promise<LoadedArticles> {
  const source = await chooseArticleSource(options);
  const records = await source.read();
  if (options.preview) {
    return previewArticles(source, records, buildStart(options, options.env ?? process.env));
  }
  const published = records.filter((record) => {
    if (record.unreadable) return false;
    if (isPublished(record)) return true;
    warnAboutLookalikeFlag(record, options.warn ?? console.warn);
    return false;
  });
  // Scheduled articles are validated like the others (a broken one fails today's build, not the one on
  // its date), then left out entirely: every page, feed and list reads this store.
  const validated = withReadProblems(records, () => toArticles(published));
  const liveFrom = buildStart(options, options.env ?? process.env);
  const live = validated.filter((article) => Date.parse(article.publishedAt) <= liveFrom.getTime());
  const scheduled = validated
    .filter((article) => Date.parse(article.publishedAt) > liveFrom.getTime())
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
    .map(({ slug, publishedAt }) => ({ slug, publishedAt }));
  const articles = live.sort(newestFirst).map(freezeArticle);
  const report: ArticlesReport = {
    source: source.name,
    description: source.description,
    count: articles.length,
    scheduled,
  };
  const log = options.log ?? console.log;
  log(
    `[articles] ${articles.length} published ${articles.length === 1 ? 'article' : 'articles'} from ${source.description}`,
  );
  if (scheduled.length > 0) log(scheduledLine(scheduled));
  options.onLoad?.(report);
  const liveSlugs = new Set(articles.map((article) => article.slug));
  return {
    report,
    // Frozen because every page shares them: a page sorting or editing in place would change the others.
    articles: Object.freeze(articles) as Article[],
    bySlug: new Map(articles.map((article) => [article.slug, article])),
    originBySlug: new Map(
      published
        .map((record) => [String(record.fields.slug), record.origin] as const)
        .filter(([slug]) => liveSlugs.has(slug)),
    ),
  };
}

/**
 * The preview's articles: every record, held to the build's rules (a broken draft shows the build's
 * message, headed as the preview's, in the dev server's error overlay), drafts and scheduled ones marked,
 * newest first. A draft without a date yet takes today's, so it sits at the top of the list; check:articles
 * still reports it.
 */
async function previewArticles(source: ArticleSource, records: RawArticleRecord[], now: Date): Promise<LoadedArticles> {
  // Loaded here, not at the top: a deploy build's pages never parse markdown on their own thread.
  const { previewNotes } = await import('@/lib/markdown/author-notes');
  /** Raw HTML the page leaves out, images without alt text: a file's lines from its top, a row's in its content. */
  const notesOn = (content: string, contentLine: number | undefined): string[] =>
    previewNotes(content, contentLine === undefined ? { of: ' of "content"' } : { lineOffset: contentLine - 1 });
  const dated = records.map((record) =>
    isPublished(record) || record.fields.published_at != null
      ? record
      : { ...record, fields: { ...record.fields, published_at: now.toISOString() } },
  );
  const draftSlugs = new Set(records.filter((record) => !isPublished(record)).map((record) => record.fields.slug));
  const contentLines = new Map(records.map((record) => [record.fields.slug, record.contentLine]));
  const articles = withReadProblems(records, () => toArticles(dated.filter((record) => !record.unreadable)), 'preview')
    .map((article): Article => {
      const notes = notesOn(article.content, contentLines.get(article.slug));
      const noted = notes.length > 0 ? { ...article, previewNotes: notes } : article;
      if (draftSlugs.has(article.slug)) return { ...noted, isPublished: false, preview: { kind: 'draft' } };
      if (Date.parse(article.publishedAt) > now.getTime()) {
        return { ...noted, preview: { kind: 'scheduled', publishedAt: article.publishedAt } };
      }
      return noted;
    })
    .sort(newestFirst)
    .map(freezeArticle);
  return {
    report: { source: source.name, description: source.description, count: articles.length, scheduled: [] },
    articles: Object.freeze(articles) as Article[],
    bySlug: new Map(articles.map((article) => [article.slug, article])),
    originBySlug: new Map(records.map((record) => [String(record.fields.slug), record.origin])),
  };
}

/**
 * `validate()`, failing with the problems the source found reading the records (a file that is not YAML, a key
 * that is not a column) together with any of the validation's own, so one run names them all.
 */
function withReadProblems(
  records: readonly RawArticleRecord[],
  validate: () => Article[],
  during: ProblemsFoundDuring = 'build',
): Article[] {
  const readProblems = records.flatMap((record) => record.problems ?? []);
  let validated: Article[];
  try {
    validated = validate();
  } catch (error) {
    if (!(error instanceof ArticleValidationError)) throw error;
    throw new ArticleValidationError([...readProblems, ...error.problems], during);
  }
  if (readProblems.length > 0) throw new ArticleValidationError(readProblems, during);
  return validated;
}

/** e.g. "[articles] 1 scheduled: future-launch-plan, goes live on January 1, 2030". */
export function scheduledLine(scheduled: readonly { slug: string; publishedAt: string }[]): string {
  const each = scheduled.map(({ slug, publishedAt }) => `${slug}, goes live on ${formatGoLive(publishedAt)}`);
  return `[articles] ${scheduled.length} scheduled: ${each.join('; ')}`;
}

/** The build's start (shared by all its processes through SITE_BUILD_STARTED_AT), or now. */
function buildStart(options: ArticleStoreOptions, env: ArticleEnv): Date {
  if (options.now) return options.now();
  return buildStartFromEnv(env);
}

/** SITE_BUILD_STARTED_AT (set by the build for its processes, or by the owner to preview a later build), or now. */
export function buildStartFromEnv(env: ArticleEnv): Date {
  const shared = env.SITE_BUILD_STARTED_AT?.trim();
  if (!shared) return new Date();
  const date = new Date(shared);
  if (Number.isNaN(date.getTime())) {
    throw new ArticleSourceConfigError(`SITE_BUILD_STARTED_AT is "${shared}", not a date and time.`);
  }
  return date;
}

/** `is_published: "true"` or `yes` is a draft by the rule, but probably not what the author meant. */
function warnAboutLookalikeFlag(record: RawArticleRecord, warn: (message: string) => void): void {
  const flag = record.fields.is_published;
  if (flag === undefined || flag === null || typeof flag === 'boolean') return;
  warn(
    `[articles] ${record.origin}: is_published is ${JSON.stringify(flag)}, not the boolean true, so it is treated as a draft and left out (write true, without quotes, to publish it).`,
  );
}

/** Newest first; the slug breaks ties so both sources give the same order on every build. */
function newestFirst(a: Article, b: Article): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);
}

function freezeArticle(article: Article): Article {
  Object.freeze(article.tags);
  return Object.freeze(article);
}
