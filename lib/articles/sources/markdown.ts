/**
 * Articles as markdown files with YAML front matter named like the table's columns; the body is the
 * content. Reads every `*.md` file directly in the directory (not below it), except README.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import YAML, { YAMLParseError } from 'yaml';
import type { ArticleProblem, RawArticleRecord } from '../schema';
import { unknownKeyProblems } from './front-matter-keys';
import type { ArticleSource } from './source';

export const DEFAULT_ARTICLES_DIR = 'content/articles';

/** Turns file-level failures (unreadable directory, broken front matter) into build-stopping messages. */
export class MarkdownSourceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MarkdownSourceError';
  }
}

export interface MarkdownSourceOptions {
  /** ARTICLES_DIR as configured: absolute, or relative to `cwd`. */
  dir?: string;
  cwd?: string;
  /** Told of a file that looks like an article but is not read (launch.markdown): the build's log, the check. */
  warn?: (message: string) => void;
}

export function markdownSource({
  dir = DEFAULT_ARTICLES_DIR,
  cwd = process.cwd(),
  warn = console.warn,
}: MarkdownSourceOptions = {}): ArticleSource {
  const absoluteDir = path.resolve(cwd, dir);
  const shownDir = displayPath(absoluteDir, cwd);
  return {
    name: 'markdown',
    description: `markdown files in ${shownDir}`,
    read: () => readMarkdownRecords(absoluteDir, cwd, warn),
  };
}

async function readMarkdownRecords(
  dir: string,
  cwd: string,
  warn: (message: string) => void,
): Promise<RawArticleRecord[]> {
  const allNames = await listFiles(dir, cwd);
  for (const name of allNames.filter(isUnreadMarkdownName)) {
    const renamed = `${name.slice(0, name.lastIndexOf('.'))}.md`;
    warn(
      `[articles] ${displayPath(path.join(dir, name), cwd)} is not read: only .md files are articles (rename it ${renamed}).`,
    );
  }
  const fileNames = allNames.filter(isArticleFileName);
  return Promise.all(
    fileNames.map(async (fileName) => {
      const filePath = path.join(dir, fileName);
      return readArticleRecord(await readFile(filePath, 'utf8'), displayPath(filePath, cwd), fileName);
    }),
  );
}

/**
 * The keys an article file's front matter may use: the `articles` table's columns (supabase/migrations), so an
 * article moves between a file and a row unchanged. The body below the front matter is `content`.
 */
export const ARTICLE_FRONT_MATTER_KEYS: readonly string[] = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'is_published',
  'published_at',
  'id',
  'created_at',
  'updated_at',
];

/**
 * One file as a record, with what is wrong with it whatever its state: front matter that is not YAML (then
 * nothing else of the file can be read), or a key that is not a column. Both stop the build even if the file
 * may be a draft, and neither stops the other files from being read, so one run names everything.
 */
export function readArticleRecord(source: string, origin: string, fileName: string): RawArticleRecord {
  const read = readFrontMatter(source);
  if ('error' in read) {
    return {
      origin,
      fallbackId: fileName,
      fields: {},
      unreadable: true,
      problems: [{ origin, field: 'the front matter', message: read.error }],
    };
  }
  const problems: ArticleProblem[] = unknownKeyProblems(
    Object.keys(read.data),
    ARTICLE_FRONT_MATTER_KEYS,
    'content',
  ).map((problem) => ({ origin, ...problem }));
  return {
    origin,
    fallbackId: fileName,
    fields: { ...read.data, content: read.content },
    contentLine: contentStartLine(source, read.content),
    ...(problems.length > 0 ? { problems } : {}),
  };
}

/** The body is the end of the file as written (gray-matter keeps it verbatim): the lines above it, plus one. */
export function contentStartLine(source: string, content: string): number | undefined {
  if (!source.endsWith(content)) return undefined;
  return source.slice(0, source.length - content.length).split('\n').length;
}

/** The names of the files directly in the directory, sorted. */
async function listFiles(dir: string, cwd: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    // A mistyped ARTICLES_DIR must not quietly build a site without articles.
    throw new MarkdownSourceError(
      `Could not read the articles directory ${displayPath(dir, cwd)} (ARTICLES_DIR): ${reasonOf(error)}.`,
      { cause: error },
    );
  }
}

export function isArticleFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.md') && name.toLowerCase() !== 'readme.md' && !name.startsWith('.');
}

/** Other editors' and tools' names for markdown: an author may save an article so and wonder where it went. */
const OTHER_MARKDOWN_EXTENSIONS = ['.markdown', '.mdown', '.mkdn', '.mkd', '.mdwn', '.mdx'];

function isUnreadMarkdownName(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    !name.startsWith('.') &&
    !lower.startsWith('readme.') &&
    OTHER_MARKDOWN_EXTENSIONS.some((extension) => lower.endsWith(extension))
  );
}

/**
 * Front matter plus body as one record. A file whose front matter cannot be parsed fails the build even if
 * it might be a draft: whether it is published cannot be known, and silently dropping a published article
 * would be worse than a build that names the file.
 */
export function parseArticleFile(source: string, origin: string): Record<string, unknown> {
  const { data, content } = parseFrontMatterFile(source, origin);
  return { ...data, content };
}

/** The front matter and the body apart, for a reader that checks the front matter's keys (case studies). */
export function parseFrontMatterFile(
  source: string,
  origin: string,
): { data: Record<string, unknown>; content: string } {
  const read = readFrontMatter(source);
  if ('error' in read)
    throw new MarkdownSourceError(`${origin}: the front matter ${read.error}`, { cause: read.cause });
  return read;
}

type FrontMatter = { data: Record<string, unknown>; content: string } | { error: string; cause: unknown };

function readFrontMatter(source: string): FrontMatter {
  try {
    const { data, content } = matter(source, { engines: FRONT_MATTER_ENGINES });
    return { data, content };
  } catch (error) {
    return { error: `is not valid YAML: ${yamlReason(error)}`, cause: error };
  }
}

/**
 * The YAML library's reason without its excerpt of the text, with the place in the file (gray-matter hands
 * the front matter over from the end of the opening "---", so its line numbers are the file's), and what to do
 * about the commonest mistake: a colon in a title.
 */
function yamlReason(error: unknown): string {
  if (!(error instanceof YAMLParseError)) return reasonOf(error);
  const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const place = error.linePos ? `, at line ${error.linePos[0].line}, column ${error.linePos[0].col}` : '';
  const hint =
    error.code === 'BLOCK_AS_IMPLICIT_KEY'
      ? ' (a value that contains ": " must be in quotes, like title: "Pricing: what we learned")'
      : error.code === 'DUPLICATE_KEY'
        ? ' (a key is given twice)'
        : '';
  return `${reason}${place}${hint}`;
}

/**
 * YAML 1.2 core schema instead of gray-matter's js-yaml default: js-yaml turns `2025-02-30` into a Date of
 * March 2, hiding the mistake; here dates stay text and the schema checks them. JavaScript front matter
 * (`---js`) is refused because gray-matter would evaluate it.
 */
const FRONT_MATTER_ENGINES = {
  yaml: (text: string): Record<string, unknown> => {
    const data: unknown = YAML.parse(text, { schema: 'core' });
    if (data === null || data === undefined) return {};
    if (typeof data !== 'object' || Array.isArray(data)) {
      throw new Error('it must be a list of "name: value" lines');
    }
    return data as Record<string, unknown>;
  },
  javascript: (): never => {
    throw new Error('only YAML front matter is supported');
  },
  coffee: (): never => {
    throw new Error('only YAML front matter is supported');
  },
};

function displayPath(target: string, cwd: string): string {
  const relative = path.relative(cwd, target);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
    ? target
    : relative.split(path.sep).join('/');
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
