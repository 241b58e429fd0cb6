/**
 * The one place a raw record (a markdown file's front matter and body, or a Supabase row) becomes an
 * Article, or fails naming the record and the field. Both sources go through it, so a file and a row are
 * held to the same rules, which mirror the constraints of supabase/migrations.
 */
import * as z from 'zod';
import { toIsoUtc } from './published-at';
import { readingTimeMinutes } from './reading-time';
import { slugify } from '@/lib/text/slug';
import { ARTICLE_CATEGORIES, type Article } from './types';

/** A record as a source read it: the table's column names, not yet checked. */
export interface RawArticleRecord {
  /** Names the record in messages: a file path, or a row's slug and id. */
  origin: string;
  /** Used when the record has no id of its own (markdown files: the file name). */
  fallbackId?: string;
  fields: Record<string, unknown>;
  /** The line of its file that `content` starts on (markdown files), so a message can point into the file. */
  contentLine?: number;
  /**
   * What the source found wrong with the record whatever its state (a markdown file's front matter that is
   * not YAML, or a key that is not a column): these stop the build even when the record may be a draft.
   */
  problems?: ArticleProblem[];
  /** True when nothing of the record could be read (`fields` is empty): its `problems` say why. */
  unreadable?: boolean;
}

/** Lowercase letters and digits in groups joined by single hyphens (the table's check constraint). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs no article may have: /articles/page/{n} holds the later pages of the article list (./list-pages.ts) and
 * /articles/tags/{tag} the tag pages (./tags.ts), so an article at /articles/page or /articles/tags would
 * collide with those folders. The table refuses them too (supabase/migrations/*_reserve_article_slugs.sql).
 */
export const RESERVED_SLUGS: readonly string[] = ['page', 'tags'];

export interface ArticleProblem {
  origin: string;
  field: string;
  message: string;
}

/** Every problem found, one line each, so one build run shows the owner all there is to fix. */
export class ArticleValidationError extends Error {
  declare readonly problems: ArticleProblem[];

  constructor(problems: ArticleProblem[], during: ProblemsFoundDuring = 'build') {
    super(problemList(problems, 'article', during));
    this.name = 'ArticleValidationError';
    // Not enumerable: Next.js prints a failed page's error with its own properties, which would list every
    // problem a second time, as an object dump under the readable lines of the message.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

/**
 * Where problems were found: a build, which they stop, or the dev server's preview, which holds drafts to the
 * same rules but whose drafts' problems do not stop a build (only a published record's do), so it must not
 * say they do.
 */
export type ProblemsFoundDuring = 'build' | 'preview';

/**
 * "An article has a problem; the build stops until it is fixed:" or "Articles have 3 problems; the build stops
 * until they are fixed:" ("the preview shows none until …" in the dev server), then one line per problem,
 * naming the record and the field.
 */
export function problemList(
  problems: readonly ArticleProblem[],
  noun: 'article' | 'case study',
  during: ProblemsFoundDuring = 'build',
): string {
  const one = problems.length === 1;
  const plural = noun === 'article' ? 'Articles' : 'Case studies';
  const stops = during === 'build' ? 'the build stops' : `the preview shows no ${plural.toLowerCase()}`;
  return [
    one
      ? `${noun === 'article' ? 'An article' : 'A case study'} has a problem; ${stops} until it is fixed:`
      : `${plural} have ${problems.length} problems; ${stops} until they are fixed:`,
    ...problems.map(({ origin, field, message }) => `  ${origin}: ${field} ${message}`),
  ].join('\n');
}

const isMissing = (input: unknown) => input === undefined || input === null;

function requiredText(whatItMustBe: string) {
  return z.string({ error: (issue) => (isMissing(issue.input) ? 'is required' : `must be ${whatItMustBe}`) });
}

const articleFields = z.object({
  id: z.union([z.string().min(1), z.number().int()], { error: 'must be text or a whole number' }).nullish(),
  title: requiredText('text').trim().min(1, 'must not be empty'),
  slug: requiredText('text')
    .refine((slug) => SLUG_PATTERN.test(slug), {
      error: (issue) =>
        `must be lowercase letters, digits and single hyphens, like "my-first-article" (got ${quote(issue.input)})`,
    })
    .refine((slug) => !RESERVED_SLUGS.includes(slug), {
      error: (issue) =>
        `must not be ${RESERVED_SLUGS.map((slug) => `"${slug}"`).join(' or ')}, which the article list and tag pages use as addresses (got ${quote(issue.input)})`,
    }),
  excerpt: z.string({ error: 'must be text when present' }).nullish(),
  content: z.string({ error: 'must be text' }).nullish(),
  category: z.enum(ARTICLE_CATEGORIES, {
    error: (issue) =>
      isMissing(issue.input)
        ? 'is required'
        : `must be one of ${ARTICLE_CATEGORIES.map((name) => `"${name}"`).join(', ')} (got ${quote(issue.input)})`,
  }),
  tags: z
    .array(z.string({ error: 'must be a list of text items' }).trim().min(1, 'must not contain empty items'), {
      error: 'must be a list of text items when present, like ["roadmaps", "discovery"]',
    })
    .nullish(),
  published_at: z.unknown().transform((value, context) => {
    const iso = toIsoUtc(value);
    if (iso === null) {
      context.addIssue({
        code: 'custom',
        message: isMissing(value)
          ? 'is required'
          : `must be a real date, like 2025-03-14 or 2025-03-14T09:30:00Z (got ${quote(value)})`,
      });
      return z.NEVER;
    }
    return iso;
  }),
});

/**
 * Drafts are decided before anything else is checked: only the boolean true publishes. A draft is not
 * validated further, so work in progress never breaks the build of published articles.
 */
export function isPublished(record: RawArticleRecord): boolean {
  return record.fields.is_published === true;
}

/** A published record as an Article, or an ArticleValidationError listing every bad field of it. */
export function toArticle(record: RawArticleRecord): Article {
  const result = articleFields.safeParse(record.fields);
  if (!result.success) {
    throw new ArticleValidationError(
      result.error.issues.map((issue) => ({
        origin: record.origin,
        field: `"${String(issue.path[0] ?? 'front matter')}"`,
        message: issue.message,
      })),
    );
  }
  const { id, title, slug, excerpt, content, category, tags, published_at } = result.data;
  const body = content ?? '';
  const trimmedExcerpt = excerpt?.trim();
  return {
    id: id === null || id === undefined ? (record.fallbackId ?? slug) : String(id),
    title,
    slug,
    // An empty excerpt is no excerpt: the page shows nothing rather than an empty paragraph.
    ...(trimmedExcerpt ? { excerpt: trimmedExcerpt } : {}),
    content: body,
    category,
    tags: distinctTags(tags ?? []),
    isPublished: true,
    publishedAt: published_at,
    readingTimeMinutes: readingTimeMinutes(body),
  };
}

/**
 * One of each tag, as first written: "SQL" and "sql" (or "feature flags" and "feature-flags") are one tag page
 * (./tags.ts), and the page showed two chips leading to it. A tag with no letter or digit (no page) is one with
 * another only when written the same.
 */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = slugify(tag) || `text:${tag}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Validates every published record, then checks slugs are unique across all of them. Collects all
 * problems before throwing, so the owner fixes them in one go.
 */
export function toArticles(records: RawArticleRecord[]): Article[] {
  return convertAllWithUniqueSlugs(records, toArticle, ArticleValidationError);
}

/**
 * Converts every record and checks that no two share a slug, collecting every problem (the converter's, thrown
 * as `ValidationError`, and each repeated slug, naming where it first appeared) before throwing them together.
 * Articles and case studies (lib/case-studies/schema.ts) are read this way.
 */
export function convertAllWithUniqueSlugs<R extends { origin: string }, T extends { slug: string }>(
  records: readonly R[],
  convert: (record: R) => T,
  ValidationError: new (problems: ArticleProblem[]) => Error & { problems: ArticleProblem[] },
): T[] {
  const problems: ArticleProblem[] = [];
  const converted: T[] = [];
  const originBySlug = new Map<string, string>();
  for (const record of records) {
    try {
      const item = convert(record);
      const firstOrigin = originBySlug.get(item.slug);
      if (firstOrigin !== undefined) {
        problems.push({
          origin: record.origin,
          field: '"slug"',
          message: `must be unique: "${item.slug}" is also the slug of ${firstOrigin}`,
        });
        continue;
      }
      originBySlug.set(item.slug, record.origin);
      converted.push(item);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return converted;
}

function quote(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
