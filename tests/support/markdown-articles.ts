/** Throwaway article directories for the markdown source tests. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ArticleDir {
  dir: string;
  remove(): Promise<void>;
}

/** Writes `files` (name → full text) into a fresh directory under the system temp dir. */
export async function writeArticleDir(files: Record<string, string>): Promise<ArticleDir> {
  const dir = await mkdtemp(path.join(tmpdir(), 'articles-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A markdown file from front-matter lines (written as given, so tests control the exact YAML) and a body. */
export function articleFile(frontMatter: string[], body = 'Some words of the article.'): string {
  return ['---', ...frontMatter, '---', body].join('\n');
}

/** Front matter of a valid published article, with `overrides` replacing or (with null) removing lines. */
export function publishedFrontMatter(slug: string, overrides: Record<string, string | null> = {}): string[] {
  const fields: Record<string, string | null> = {
    title: `"Title of ${slug}"`,
    slug,
    excerpt: '"A short excerpt."',
    category: '"Product Management"',
    tags: '[roadmaps, discovery]',
    is_published: 'true',
    published_at: '2025-03-14',
    ...overrides,
  };
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${key}: ${value}`);
}
