/**
 * Which file or row each article page was built from, written during `next build` for the checks that run
 * over the built site afterwards (scripts/check-article-links.mjs), so their errors name the article as the
 * owner knows it. In .next/, which every build empties: it never describes another build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

export const ARTICLE_ORIGINS_FILE = '.next/article-origins.json';
/** The same for the case study pages, whose bodies are checked like articles'. */
export const CASE_STUDY_ORIGINS_FILE = '.next/case-study-origins.json';

export interface ArticleOrigin {
  /** e.g. "/articles/my-first-article" */
  pathname: string;
  /** e.g. "content/articles/my-first-article.md" or "Supabase row 42 (slug my-first-article)" */
  origin: string;
}

/** Written during `next build` only: the dev server and tests have no built site to check. */
export async function writeArticleOrigins(
  origins: readonly ArticleOrigin[],
  relativeFile: string = ARTICLE_ORIGINS_FILE,
): Promise<void> {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return;
  const file = path.join(process.cwd(), relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(origins, null, 2));
}
