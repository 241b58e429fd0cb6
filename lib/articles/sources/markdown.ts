/**
 * Articles as markdown files with YAML front matter named like the table's columns; the body is the
 * content. Reads every `*.md` file directly in the directory (not below it), except README.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import type { RawArticleRecord } from '../schema';
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
}

export function markdownSource({
  dir = DEFAULT_ARTICLES_DIR,
  cwd = process.cwd(),
}: MarkdownSourceOptions = {}): ArticleSource {
  const absoluteDir = path.resolve(cwd, dir);
  const shownDir = displayPath(absoluteDir, cwd);
  return {
    name: 'markdown',
    description: `markdown files in ${shownDir}`,
    read: () => readMarkdownRecords(absoluteDir, cwd),
  };
}

async function readMarkdownRecords(dir: string, cwd: string): Promise<RawArticleRecord[]> {
  const fileNames = await listArticleFiles(dir, cwd);
  return Promise.all(
    fileNames.map(async (fileName) => {
      const filePath = path.join(dir, fileName);
      const origin = displayPath(filePath, cwd);
      return {
        origin,
        fallbackId: fileName,
        fields: parseArticleFile(await readFile(filePath, 'utf8'), origin),
      };
    }),
  );
}

async function listArticleFiles(dir: string, cwd: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && isArticleFileName(entry.name))
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

/**
 * Front matter plus body as one record. A file whose front matter cannot be parsed fails the build even if
 * it might be a draft: whether it is published cannot be known, and silently dropping a published article
 * would be worse than a build that names the file.
 */
export function parseArticleFile(source: string, origin: string): Record<string, unknown> {
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    parsed = matter(source, { engines: FRONT_MATTER_ENGINES });
  } catch (error) {
    throw new MarkdownSourceError(`${origin}: the front matter is not valid YAML: ${reasonOf(error)}`, {
      cause: error,
    });
  }
  return { ...parsed.data, content: parsed.content };
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
