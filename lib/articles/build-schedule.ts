/**
 * What a build left scheduled, recorded for `npm start` (scripts/build-state.mjs): when the first published
 * article dated after the build's start goes live, so that `npm start` rebuilds out/ once that time has passed.
 *
 * Written by the build's own article store the moment it has read the source, so it covers Supabase rows as
 * well as markdown files and costs no second read. build-state.mjs names the file in SITE_BUILD_SCHEDULE_FILE
 * for `next build`; every other use of the store (the dev server, check:articles, tests) leaves it unset.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { createArticleStore, type ArticleStore, type ArticleStoreOptions, type ArticlesReport } from './store';

/** The file's content. */
export interface BuildSchedule {
  /** When the first article this build left out as scheduled goes live (ms since 1970), or null for none. */
  nextScheduledAt: number | null;
}

export function buildSchedule(report: Pick<ArticlesReport, 'scheduled'>): BuildSchedule {
  const times = report.scheduled.map(({ publishedAt }) => Date.parse(publishedAt));
  return { nextScheduledAt: times.length > 0 ? Math.min(...times) : null };
}

/**
 * Writes the schedule where SITE_BUILD_SCHEDULE_FILE says, if it says. Several processes of one build read
 * the articles and write the same answer: each writes its own temporary file and renames it into place, so a
 * reader never finds half a file.
 */
export function recordBuildSchedule(
  report: Pick<ArticlesReport, 'scheduled'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  const file = env.SITE_BUILD_SCHEDULE_FILE?.trim();
  if (!file) return;
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, JSON.stringify(buildSchedule(report)));
  renameSync(partial, file);
}

/** The article store of `next build` (lib/articles/index.ts): it records the schedule once it has read the source. */
export function createBuildArticleStore(options: Omit<ArticleStoreOptions, 'onLoad' | 'preview'> = {}): ArticleStore {
  return createArticleStore({ ...options, onLoad: (report) => recordBuildSchedule(report) });
}
