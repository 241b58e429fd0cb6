/**
 * `npm run check:articles` (issue 27): every article of the configured source, drafts and scheduled ones
 * included, through the checks a build runs on it, without `next build`: fields and slug rules
 * (lib/articles/schema.ts), duplicate slugs, the markdown render, the unsafe-address rule, the article's
 * images (downloaded and decoded into the build's cache) and its links into the site, checked against the
 * pages the site would have if this article were published.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Article } from '@/lib/articles';
import { prepareSiteImage } from '@/lib/article-images/site';
import type { PreparedImage } from '@/lib/article-images/prepare';
import { ArticleValidationError, isPublished, toArticle, type RawArticleRecord } from '@/lib/articles/schema';
import { buildStartFromEnv, chooseArticleSource, type ArticleEnv } from '@/lib/articles/store';
import type { ArticleSource } from '@/lib/articles/sources/source';
import { supabaseSource } from '@/lib/articles/sources/supabase';
import { brokenArticleLinks } from '@/lib/links/article-links';
import { visitElements } from '@/lib/markdown/plugins/visit-elements';
import { articleImageAddresses, renderArticle, setArticleImageOptions } from '@/lib/markdown/processor';
import { safeUrl } from '@/lib/markdown/safe-url';
import { formatGoLive } from '@/lib/dates';
import { tagPath, tagSlug } from '@/lib/articles/tags';
import { authorWarnings } from '@/lib/markdown/author-notes';
import { articlePages, builtFile, staticPages } from './site-pages';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listed } from '@/lib/text/listed';

export type CheckedState = { kind: 'published' } | { kind: 'draft' } | { kind: 'scheduled'; publishedAt: string };

export interface CheckedArticle {
  state: CheckedState;
  title: string;
  /** The file, or the row, as build errors name it. */
  origin: string;
  /** Empty when the article is ready. */
  problems: string[];
  /**
   * What the build accepts but the author probably did not mean (raw HTML left out of the page, an image without
   * alt text, a tag written two ways): said, but not a failure.
   */
  warnings: string[];
}

export interface ArticlesCheck {
  /** e.g. "markdown files in content/articles". */
  source: string;
  /** What the owner should know about the read, e.g. that drafts in Supabase were not visible. */
  notes: string[];
  articles: CheckedArticle[];
}

export interface CheckOptions {
  env?: ArticleEnv;
  /** The project root: app/, public/ and out/ are looked for here. */
  cwd?: string;
  now?: Date;
  /** The site's origin (SITE_URL), for links written with it. */
  origin: string;
  /** How images are prepared; the build's own (its cache in .next/cache) by default. */
  prepareImage?: (address: string) => Promise<PreparedImage>;
}

export async function checkArticles(options: CheckOptions): Promise<ArticlesCheck> {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  // As the build decides what is live: an owner previewing a later build sets SITE_BUILD_STARTED_AT.
  const now = options.now ?? buildStartFromEnv(env);
  const notes: string[] = [];
  // What the source says while reading (a file it does not read) is a note of the report, not a log line.
  const source = await articleSource(env, cwd, (message) => notes.push(message.replace(/^\[articles\] /, '')));
  if (source.name === 'supabase' && !env.SUPABASE_SECRET_KEY?.trim()) {
    notes.push('SUPABASE_SECRET_KEY is not set: only the published rows were read (the anon key cannot see drafts).');
  }
  const records = await source.read();

  const checked = records.map((record) => validate(record, now));
  markDuplicateSlugs(checked);
  const live = checked.flatMap(({ article, result }) =>
    article && result.state.kind === 'published' && result.problems.length === 0 ? [article] : [],
  );
  warnAboutTagSpellings(checked, live);
  const prepare = oncePerAddress(options.prepareImage ?? prepareSiteImage);

  // Images are reported on their own (below); the render goes on past a broken one, so its links are checked too.
  // The content is checked even when a field is wrong, so one run names everything there is to fix.
  await renderingPastBrokenImages(prepare, () => checkContents(checked, live, { ...options, cwd }, prepare));
  return { source: source.description, notes, articles: checked.map(({ result }) => result) };
}

/**
 * `prepare` asked once per address in a run: the check prepares an article's images to report them, then renders
 * the article, which asks for them again. Without this an unreachable image was downloaded, and its retries
 * waited for and logged, twice.
 */
export function oncePerAddress(
  prepare: (address: string) => Promise<PreparedImage>,
): (address: string) => Promise<PreparedImage> {
  const prepared = new Map<string, Promise<PreparedImage>>();
  return (address) => {
    let image = prepared.get(address);
    if (!image) {
      image = prepare(address);
      prepared.set(address, image);
    }
    return image;
  };
}

/**
 * Runs `render` with the markdown pipeline preparing images through `prepare`, where a broken image stands in
 * as a placeholder: a check reports images on its own and goes on past a broken one, so what follows it in the
 * body is checked too. The pipeline's own options are restored after.
 */
export async function renderingPastBrokenImages<T>(
  prepare: (address: string) => Promise<PreparedImage>,
  render: () => Promise<T>,
): Promise<T> {
  setArticleImageOptions({
    prepare: (address) => prepare(address).catch(() => ({ src: address, width: 1, height: 1, files: [] })),
    keepAddress: true,
  });
  try {
    return await render();
  } finally {
    setArticleImageOptions(undefined);
  }
}

async function checkContents(
  checked: Checked[],
  live: Article[],
  options: CheckOptions & { cwd: string },
  prepare: (address: string) => Promise<PreparedImage>,
): Promise<void> {
  // Each article's body as its page will hold it, for its own links and for links into it from the others.
  const bodies = new Map<Checked, string>();
  for (const entry of checked) {
    const { content, result } = entry;
    if (content === undefined) continue;
    // A file's lines are counted from its top; a row's from the start of its content.
    const where = entry.contentLine === undefined ? { of: ' of "content"' } : { lineOffset: entry.contentLine - 1 };
    result.warnings.push(...authorWarnings(content, where));
    result.problems.push(...(await unsafeAddresses(content)));
    result.problems.push(...(await imageProblems(content, prepare)));
    try {
      bodies.set(entry, `<div data-article-body>${(await renderArticle(content)).html}</div>`);
    } catch (error) {
      result.problems.push(`"content" could not be rendered: ${messageOf(error)}`);
    }
  }
  const bodyBySlug = new Map([...bodies].flatMap(([{ article }, html]) => (article ? [[article.slug, html]] : [])));
  const pagesWithoutArticles = staticPages(options.cwd);
  const outDir = path.join(options.cwd, 'out');
  const isArticleSpace = (pathname: string) => pathname === '/articles' || pathname.startsWith('/articles/');
  const articleBody = (pathname: string) => bodyBySlug.get(pathname.slice('/articles/'.length));
  // A link to an article that is not live yet is the commonest broken link while writing: say which it is.
  const notLive = new Map(
    checked.flatMap(({ article, result }) =>
      article && result.state.kind !== 'published' ? [[`/articles/${article.slug}`, result]] : [],
    ),
  );
  const missingReason = (target: string) => {
    const other = notLive.get(target);
    if (!other) return undefined;
    return other.state.kind === 'draft'
      ? `${other.origin} is a draft: publish it too, or link elsewhere`
      : `${other.origin} is ${stateLabel(other.state)}: link to it once it is live`;
  };

  for (const [{ article, slug, result }, html] of bodies) {
    const pathname = `/articles/${article?.slug ?? slug ?? 'this-article'}`;
    const pages = articlePages(!article || live.includes(article) ? live : [...live, article]);
    pages.add(pathname);
    const prefix = `${result.origin}: `;
    const problems = brokenArticleLinks([{ pathname, origin: result.origin, html }], {
      origin: options.origin,
      // The articles' own pages are exactly those above; other dynamic routes' pages from a built site.
      hasPage: (target) =>
        pages.has(target) ||
        pagesWithoutArticles.has(target) ||
        (!isArticleSpace(target) && builtFile(outDir, target) !== undefined),
      pageHtml: (target) => {
        if (isArticleSpace(target)) return articleBody(target);
        const file = builtFile(outDir, target);
        return file?.endsWith('.html') ? readFileSync(file, 'utf8') : undefined;
      },
      // An article's headings are known from its render; other pages' only from a built site.
      idsKnown: (target) =>
        isArticleSpace(target)
          ? articleBody(target) !== undefined
          : builtFile(outDir, target)?.endsWith('.html') === true,
      missingReason,
    });
    result.problems.push(
      ...problems.map((problem) => (problem.startsWith(prefix) ? problem.slice(prefix.length) : problem)),
    );
  }
}

/**
 * The store's choice of source, with the secret key as the preview reads it. Supabase's module is imported
 * here ahead, not by the store on demand: the script loads this module through Vite's runner, which is
 * closed by the time the store would import it.
 */
async function articleSource(env: ArticleEnv, cwd: string, note: (message: string) => void): Promise<ArticleSource> {
  const url = env.SUPABASE_URL?.trim() ?? '';
  const anonKey = env.SUPABASE_ANON_KEY?.trim() ?? '';
  if (!url || !anonKey) return chooseArticleSource({ env, cwd, preview: true, warn: note });
  return supabaseSource({ url, anonKey, secretKey: env.SUPABASE_SECRET_KEY?.trim() || undefined, warn: console.warn });
}

interface Checked {
  /** Absent when a field is wrong. */
  article?: Article;
  /** The markdown, when the record has any. */
  content?: string;
  /** The line of its file the markdown starts on (a file; a row has none). */
  contentLine?: number;
  /** The tags as written, repeats included. */
  tags: string[];
  slug?: string;
  result: CheckedArticle;
}

function validate(record: RawArticleRecord, now: Date): Checked {
  const title =
    typeof record.fields.title === 'string' && record.fields.title.trim() ? record.fields.title.trim() : '(no title)';
  const draft = !isPublished(record);
  const problems = (record.problems ?? []).map(({ field, message }) => `${field} ${message}`);
  if (record.unreadable) {
    return { tags: [], result: { state: { kind: 'draft' }, title, origin: record.origin, problems, warnings: [] } };
  }
  const flag = record.fields.is_published;
  if (flag !== undefined && flag !== null && typeof flag !== 'boolean') {
    problems.push(
      `"is_published" is ${JSON.stringify(flag)}, not the boolean true or false: it stays a draft (write true or false, without quotes)`,
    );
  }
  let article: Article | undefined;
  try {
    article = toArticle(record);
  } catch (error) {
    if (!(error instanceof ArticleValidationError)) throw error;
    problems.push(...error.problems.map(({ field, message }) => `${field} ${message}`));
  }
  const state: CheckedState = draft
    ? { kind: 'draft' }
    : article && Date.parse(article.publishedAt) > now.getTime()
      ? { kind: 'scheduled', publishedAt: article.publishedAt }
      : { kind: 'published' };
  const slug = typeof record.fields.slug === 'string' ? record.fields.slug : undefined;
  const content = typeof record.fields.content === 'string' ? record.fields.content : undefined;
  const tags = Array.isArray(record.fields.tags)
    ? record.fields.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];
  return {
    article,
    content,
    contentLine: record.contentLine,
    slug,
    tags: tags.map((tag) => tag.trim()),
    result: { state, title, origin: record.origin, problems, warnings: [] },
  };
}

/**
 * Every record whose slug another record also has, each naming the others: the build would stop on them, and
 * the new file is as likely to be the mistake as the one already live, so both say so.
 */
function markDuplicateSlugs(checked: Checked[]): void {
  const bySlug = new Map<string, Checked[]>();
  for (const entry of checked) {
    if (entry.slug) bySlug.set(entry.slug, [...(bySlug.get(entry.slug) ?? []), entry]);
  }
  for (const [slug, sharing] of bySlug) {
    if (sharing.length < 2) continue;
    for (const entry of sharing) {
      const others = sharing.filter((other) => other !== entry).map((other) => other.result.origin);
      entry.result.problems.push(`"slug" must be unique: "${slug}" is also the slug of ${others.join(' and ')}`);
    }
  }
}

/**
 * A tag written two ways is one tag page, titled as the newest article writes it. Within one article the page
 * shows it once (schema.ts: distinctTags); across articles each card shows its own spelling. Both are said, so
 * the author can write it one way.
 */
function warnAboutTagSpellings(checked: Checked[], live: Article[]): void {
  // Each tag page's title: the tag as the newest live article carrying it writes it.
  const liveSet = new Set(live);
  const titles = new Map<string, { name: string; by: Article }>();
  for (const article of [...live].sort(newestFirst)) {
    for (const tag of article.tags) {
      const slug = tagSlug(tag);
      if (slug && !titles.has(slug)) titles.set(slug, { name: tag, by: article });
    }
  }
  for (const { article, tags, result } of checked) {
    const bySlug = new Map<string, string[]>();
    for (const tag of tags) {
      const slug = tagSlug(tag);
      if (slug) bySlug.set(slug, [...(bySlug.get(slug) ?? []), tag]);
    }
    for (const [slug, spellings] of bySlug) {
      if (spellings.length > 1) {
        result.warnings.push(
          `"tags" lists ${listed(spellings.map((tag) => `"${tag}"`))}, which are one tag (${tagPath(slug)}): it is shown once, as "${spellings[0]}"`,
        );
      }
    }
    if (!article) continue;
    for (const tag of article.tags) {
      const title = titles.get(tagSlug(tag));
      // A draft newer than every live article with the tag would title the page itself once published.
      const titledByOther = title && (liveSet.has(article) || newestFirst(title.by, article) < 0);
      if (titledByOther && title.name !== tag) {
        result.warnings.push(
          `tag "${tag}" is written "${title.name}" by a newer article, which titles its page ${tagPath(tagSlug(tag))}: write it one way`,
        );
      }
    }
  }
}

/** Newest first, ties by slug: the order of the site's lists (lib/articles/store.ts). */
function newestFirst(a: Article, b: Article): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);
}

let addressParser: ReturnType<typeof createAddressParser> | undefined;

function createAddressParser() {
  return unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();
}

/** Spec 5: the build quietly empties an address with another scheme; here it is named, as the author meant something else. */
async function unsafeAddresses(markdown: string): Promise<string[]> {
  addressParser ??= createAddressParser();
  const tree = await addressParser.run(addressParser.parse(markdown));
  const problems: string[] = [];
  visitElements(tree, (element) => {
    for (const property of ['href', 'src'] as const) {
      const value = element.properties[property];
      if (typeof value === 'string' && value.trim() !== '' && safeUrl(value) === '') {
        const what = property === 'src' ? 'image' : 'link';
        problems.push(
          `${what} ${value} uses a scheme the site does not allow (only none, http, https, irc, ircs, mailto, xmpp): it would be emptied`,
        );
      }
    }
  });
  return problems;
}

async function imageProblems(
  markdown: string,
  prepare: (address: string) => Promise<PreparedImage>,
): Promise<string[]> {
  const addresses = await articleImageAddresses(markdown);
  const settled = await Promise.allSettled(addresses.map((address) => prepare(address)));
  return settled.flatMap((result) => (result.status === 'rejected' ? [`image ${messageOf(result.reason)}`] : []));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "draft", "published" or "scheduled for March 1, 2030". */
export function stateLabel(state: CheckedState): string {
  return state.kind === 'scheduled' ? `scheduled for ${formatGoLive(state.publishedAt)}` : state.kind;
}

/** The report: the source, one line per article, then the counts. */
export function formatCheck(check: ArticlesCheck): string[] {
  const lines = [`Checking ${count(check.articles.length, 'article')} from ${check.source}.`, ...check.notes];
  for (const { state, title, origin, problems, warnings } of check.articles) {
    // A warning does not fail the check (the build accepts it), but is said beside the problems or after "ready".
    const mark = problems.length > 0 ? 'FAIL' : warnings.length > 0 ? 'warn' : 'ok  ';
    const verdict =
      problems.length > 0
        ? [...problems, ...warnings].join('; ')
        : warnings.length > 0
          ? `ready, but ${warnings.join('; ')}`
          : 'ready';
    lines.push(`${mark} ${stateLabel(state)}: "${title}" (${origin}): ${verdict}`);
  }
  const failing = check.articles.filter(({ problems }) => problems.length > 0).length;
  const byState = (kind: CheckedState['kind']) => check.articles.filter(({ state }) => state.kind === kind).length;
  lines.push(
    `${count(check.articles.length, 'article')}: ${check.articles.length - failing} ready, ${failing} with problems ` +
      `(${byState('published')} published, ${byState('draft')} ${byState('draft') === 1 ? 'draft' : 'drafts'}, ${byState('scheduled')} scheduled).`,
  );
  lines.push(...warnedLine(check.articles, 'article', 'articles'));
  return lines;
}

export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The report's last line when some of `checked` have warnings ("2 articles have warnings: …"), else none. */
export function warnedLine(checked: readonly { warnings: string[] }[], one: string, many: string): string[] {
  const warned = checked.filter(({ warnings }) => warnings.length > 0).length;
  if (warned === 0) return [];
  return [
    `${warned} ${warned === 1 ? `${one} has` : `${many} have`} warnings: the build accepts ${warned === 1 ? 'it' : 'them'}, but the page may not show what you meant.`,
  ];
}
