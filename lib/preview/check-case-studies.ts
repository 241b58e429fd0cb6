/**
 * The case studies' half of `npm run check:articles`: every case study file, drafts included, through the checks
 * a build runs on the published ones (lib/case-studies: fields, unique slugs, the home page item it names; its
 * images and cover prepared; its body rendered), so a draft can be made ready before `is_published: true`.
 *
 * The fields are validated together, as the build does: while any file has a field problem, the report is that
 * list (each line naming the file and the field) and nothing more is checked.
 */
import { ArticleImagesBuildError } from '@/lib/article-images/articles';
import type { PreparedImage } from '@/lib/article-images/prepare';
import { prepareSiteImage } from '@/lib/article-images/site';
import { MarkdownSourceError } from '@/lib/articles/sources/markdown';
import { prepareCaseStudiesImages } from '@/lib/case-studies/images';
import { CaseStudyValidationError } from '@/lib/case-studies/schema';
import { createCaseStudyStore, DEFAULT_CASE_STUDIES_DIR } from '@/lib/case-studies/store';
import { renderArticle } from '@/lib/markdown/processor';
import { authorWarnings } from '@/lib/markdown/author-notes';
import { count, oncePerAddress, renderingPastBrokenImages, warnedLine } from './check-articles';

export interface CheckedCaseStudy {
  state: 'published' | 'draft';
  title: string;
  origin: string;
  /** What the build accepts but the page would not show as meant (raw HTML, images without alt text), as for an article. */
  warnings: string[];
}

export interface CaseStudiesCheck {
  /** The folder read, e.g. "content/case-studies". */
  folder: string;
  /** Every case study read, when their fields are valid (none while any is not). */
  caseStudies: CheckedCaseStudy[];
  /** What would stop the build, one line each naming the file; empty when every case study is ready. */
  problems: string[];
}

export interface CaseStudiesCheckOptions {
  env?: Readonly<Record<string, string | undefined>>;
  cwd?: string;
  /** How images are prepared; the build's own (its cache in .next/cache) by default. */
  prepareImage?: (address: string) => Promise<PreparedImage>;
}

export async function checkCaseStudies(options: CaseStudiesCheckOptions = {}): Promise<CaseStudiesCheck> {
  const env = options.env ?? process.env;
  const folder = env.CASE_STUDIES_DIR?.trim() || DEFAULT_CASE_STUDIES_DIR;
  const quiet = () => {};
  const store = createCaseStudyStore({ env, cwd: options.cwd, includeDrafts: true, log: quiet, warn: quiet });
  let caseStudies;
  try {
    caseStudies = await store.getCaseStudies();
  } catch (error) {
    if (error instanceof CaseStudyValidationError) {
      return {
        folder,
        caseStudies: [],
        problems: error.problems.map(({ origin, field, message }) => `${origin}: ${field} ${message}`),
      };
    }
    // A folder that cannot be read, or a front matter that is not YAML: the message names the file.
    if (error instanceof MarkdownSourceError) return { folder, caseStudies: [], problems: [error.message] };
    throw error;
  }
  const problems: string[] = [];
  const prepare = oncePerAddress(options.prepareImage ?? prepareSiteImage);
  try {
    await prepareCaseStudiesImages(caseStudies, prepare);
  } catch (error) {
    if (!(error instanceof ArticleImagesBuildError)) throw error;
    problems.push(...error.problems);
  }
  // Images are reported above; the render goes on past a broken one.
  await renderingPastBrokenImages(prepare, async () => {
    for (const caseStudy of caseStudies) {
      try {
        await renderArticle(caseStudy.content);
      } catch (error) {
        problems.push(
          `${caseStudy.origin}: the body could not be rendered: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  });
  return {
    folder,
    caseStudies: caseStudies.map(({ isPublished, title, origin, content, contentLine }) => ({
      state: isPublished ? 'published' : 'draft',
      title,
      origin,
      // Lines counted from the top of the file, as the articles' are.
      warnings: authorWarnings(content, { lineOffset: (contentLine ?? 1) - 1 }),
    })),
    problems,
  };
}

/** The report: the folder, one line per case study or per problem, then the verdict. */
export function formatCaseStudiesCheck(check: CaseStudiesCheck): string[] {
  const lines = [`Checking the case studies in ${check.folder}.`];
  const failing = new Set(check.problems.map((problem) => problem.slice(0, problem.indexOf(': '))));
  for (const { state, title, origin, warnings } of check.caseStudies) {
    if (failing.has(origin)) continue;
    lines.push(
      warnings.length > 0
        ? `warn ${state}: "${title}" (${origin}): ready, but ${warnings.join('; ')}`
        : `ok   ${state}: "${title}" (${origin}): ready`,
    );
  }
  for (const problem of check.problems) lines.push(`FAIL ${problem}`);
  // A failing file's warnings are said beside its problems.
  for (const { origin, warnings } of check.caseStudies) {
    if (failing.has(origin)) for (const warning of warnings) lines.push(`warn ${origin}: ${warning}`);
  }
  const total = check.caseStudies.length;
  const drafts = check.caseStudies.filter(({ state }) => state === 'draft').length;
  if (total === 0 && check.problems.length === 0) return [...lines, 'No case study there: nothing to check.'];
  lines.push(
    check.problems.length > 0
      ? `Case studies: ${count(check.problems.length, 'problem')} to fix before a build.`
      : `${total} ${total === 1 ? 'case study' : 'case studies'}: all ready (${total - drafts} published, ${count(drafts, 'draft')}).`,
  );
  lines.push(...warnedLine(check.caseStudies, 'case study', 'case studies'));
  return lines;
}
