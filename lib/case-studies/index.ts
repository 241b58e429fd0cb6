/**
 * The one case study API every page, the sitemap and the home cards use: the markdown files of
 * CASE_STUDIES_DIR (default content/case-studies), read once per build process and shared.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { isPreviewServer, type PreviewState } from '@/lib/preview/preview-state';
import { createCaseStudyStore, type CaseStudyStore } from './store';
import type { CaseStudy } from './types';

export type { CaseStudy, CaseStudyMetric, CaseStudyOwner, CaseStudyCover } from './types';

// As for articles (lib/articles/index.ts): during `next build` every route bundle shares one store through a
// global, so the files are read and validated once per process. The dev server is the preview (lib/preview):
// drafts too, marked, and the folder read afresh for every page, so an edit shows on the next reload.
const SHARED_STORE = Symbol.for('pm-portfolio.case-study-store');
const globalStores = globalThis as { [SHARED_STORE]?: CaseStudyStore };
const store =
  process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
    ? (globalStores[SHARED_STORE] ??= createCaseStudyStore())
    : createCaseStudyStore(isPreviewServer() ? { includeDrafts: true, fresh: true } : {});

/** Published case studies, newest period first (in the dev server's preview, drafts too). */
export const getCaseStudies = store.getCaseStudies;
/** One published case study by slug, or null. */
export const getCaseStudyBySlug = store.getCaseStudyBySlug;
/** The published case study of a home page card, or null. */
export const getCaseStudyFor = store.getCaseStudyFor;

/** The address of a case study's page. */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

/**
 * The dev server's notes above a case study's page, live or not: raw HTML its page leaves out and images without
 * alt text, by the lines of its file. Only the preview calls it, so a deploy build never loads the parser.
 */
export async function caseStudyPreviewNotes(caseStudy: CaseStudy): Promise<string[]> {
  const { previewNotes } = await import('@/lib/markdown/author-notes');
  return previewNotes(caseStudy.content, { lineOffset: (caseStudy.contentLine ?? 1) - 1 });
}

/** Why a case study seen in the dev server's preview is not live: a draft's banner and card mark. */
export const caseStudyPreview = (caseStudy: CaseStudy): PreviewState | undefined =>
  caseStudy.isPublished ? undefined : { kind: 'draft' };
