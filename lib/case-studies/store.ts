/**
 * The case study store behind lib/case-studies/index.ts: reads the markdown files of CASE_STUDIES_DIR once,
 * drops drafts (unless a preview asks for them), validates, orders by period (newest first) and shares the
 * result. A factory so tests can build stores with their own directories and ids.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { experiences } from '@/content/experiences';
import { projects } from '@/content/projects';
import { unknownKeyProblems } from '@/lib/articles/sources/front-matter-keys';
import {
  contentStartLine,
  isArticleFileName,
  MarkdownSourceError,
  parseFrontMatterFile,
} from '@/lib/articles/sources/markdown';
import {
  CaseStudyValidationError,
  isPublished,
  toCaseStudies,
  type CaseStudyProblem,
  type KnownOwners,
  type RawCaseStudyRecord,
} from './schema';
import type { CaseStudy, CaseStudyOwner } from './types';

export const DEFAULT_CASE_STUDIES_DIR = 'content/case-studies';

/** The front matter's keys, in the order the README lists them; the body is read into `content`. */
export const CASE_STUDY_FRONT_MATTER_KEYS = [
  'title',
  'slug',
  'summary',
  'role',
  'period',
  'company',
  'project',
  'metrics',
  'cover',
  'is_published',
] as const;

export interface CaseStudyStoreOptions {
  /** Where CASE_STUDIES_DIR is read from, at the first call. Defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  cwd?: string;
  /**
   * Drafts too, validated like the rest and marked `isPublished: false`: for a preview (the dev server's
   * draft banner). A build never sets it, so a draft leaves no trace in out/.
   */
  includeDrafts?: boolean;
  /**
   * Read the folder again on every call (the calls of one page load share a read): the dev server's preview,
   * where an edited or new file shows on the next reload. A build reads once.
   */
  fresh?: boolean;
  /** The ids `company` and `project` may name; the home page's items by default. */
  known?: KnownOwners;
  log?: (message: string) => void;
  warn?: (message: string) => void;
}

export interface CaseStudyStore {
  /** Newest period first. */
  getCaseStudies(): Promise<CaseStudy[]>;
  getCaseStudyBySlug(slug: string): Promise<CaseStudy | null>;
  /** The case study of a home page card, if it has one (the first, if several name it). */
  getCaseStudyFor(owner: CaseStudyOwner): Promise<CaseStudy | null>;
}

export const homePageOwners: KnownOwners = {
  company: experiences.map((item) => item.id),
  project: projects.map((item) => item.id),
};

export function createCaseStudyStore(options: CaseStudyStoreOptions = {}): CaseStudyStore {
  let loaded: Promise<CaseStudy[]> | undefined;
  const load = options.fresh
    ? () =>
        (loaded ??= loadCaseStudies(options).finally(() => {
          loaded = undefined;
        }))
    : () => (loaded ??= loadCaseStudies(options));
  return {
    getCaseStudies: load,
    getCaseStudyBySlug: async (slug) => (await load()).find((caseStudy) => caseStudy.slug === slug) ?? null,
    getCaseStudyFor: async ({ kind, id }) =>
      (await load()).find(({ belongsTo }) => belongsTo.kind === kind && belongsTo.id === id) ?? null,
  };
}

async function loadCaseStudies(options: CaseStudyStoreOptions): Promise<CaseStudy[]> {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const configured = env.CASE_STUDIES_DIR?.trim();
  const dir = path.resolve(cwd, configured || DEFAULT_CASE_STUDIES_DIR);
  const { records, keyProblems } = await readRecords(dir, cwd, Boolean(configured));
  const wanted = records.filter((record) => {
    if (isPublished(record) || options.includeDrafts) return true;
    const flag = record.fields.is_published;
    if (flag !== undefined && flag !== null && typeof flag !== 'boolean') {
      (options.warn ?? console.warn)(
        `[case-studies] ${record.origin}: is_published is ${JSON.stringify(flag)}, not the boolean true, so it is treated as a draft and left out (write true, without quotes, to publish it).`,
      );
    }
    return false;
  });
  let valid: CaseStudy[];
  const during = options.includeDrafts ? 'preview' : 'build';
  try {
    valid = toCaseStudies(wanted, options.known ?? homePageOwners);
  } catch (error) {
    if (!(error instanceof CaseStudyValidationError)) throw error;
    throw new CaseStudyValidationError([...keyProblems, ...error.problems], during);
  }
  if (keyProblems.length > 0) throw new CaseStudyValidationError(keyProblems, during);
  const caseStudies = valid.sort((a, b) => b.periodStart.localeCompare(a.periodStart) || a.slug.localeCompare(b.slug));
  const published = caseStudies.filter((caseStudy) => caseStudy.isPublished).length;
  const drafts = caseStudies.length - published;
  (options.log ?? console.log)(
    `[case-studies] ${published} published ${published === 1 ? 'case study' : 'case studies'}${drafts > 0 ? ` and ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}` : ''} from ${shown(dir, cwd)}`,
  );
  // Frozen because every page shares them.
  for (const caseStudy of caseStudies) Object.freeze(caseStudy.metrics);
  return Object.freeze(caseStudies.map((caseStudy) => Object.freeze(caseStudy))) as CaseStudy[];
}

/**
 * Every `*.md` file directly in the folder, except README.md. A missing default folder is a site without
 * case studies; a CASE_STUDIES_DIR that cannot be read stops the build, as a mistyped path would otherwise
 * quietly publish none.
 */
async function readRecords(
  dir: string,
  cwd: string,
  configured: boolean,
): Promise<{ records: RawCaseStudyRecord[]; keyProblems: CaseStudyProblem[] }> {
  let names: string[];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    names = entries
      .filter((entry) => entry.isFile() && isArticleFileName(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (!configured && (error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], keyProblems: [] };
    throw new MarkdownSourceError(
      `Could not read the case studies directory ${shown(dir, cwd)} (CASE_STUDIES_DIR): ${error instanceof Error ? error.message : String(error)}.`,
      { cause: error },
    );
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const origin = shown(file, cwd);
      // The articles' parser: YAML 1.2 front matter, no executable front matter, errors naming the file.
      const text = await readFile(file, 'utf8');
      const parsed = parseFrontMatterFile(text, origin);
      return { origin, ...parsed, contentLine: contentStartLine(text, parsed.content) };
    }),
  );
  return {
    records: files.map(({ origin, data, content, contentLine }) => ({
      origin,
      fields: { ...data, content },
      contentLine,
    })),
    // Checked in every file, drafts too: a misspelt `is_publised: true` would otherwise leave a finished case
    // study quietly out of the site (as for articles).
    keyProblems: files.flatMap(({ origin, data }) =>
      unknownKeyProblems(Object.keys(data), CASE_STUDY_FRONT_MATTER_KEYS, 'content').map((problem) => ({
        origin,
        ...problem,
      })),
    ),
  };
}

function shown(target: string, cwd: string): string {
  const relative = path.relative(cwd, target);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
    ? target
    : relative.split(path.sep).join('/');
}
