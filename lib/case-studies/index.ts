/**
 * The one case study API every page, the sitemap and the home cards use: the markdown files of
 * CASE_STUDIES_DIR (default content/case-studies), read once per build process and shared.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { createCaseStudyStore, type CaseStudyStore } from './store';

export type { CaseStudy, CaseStudyMetric, CaseStudyOwner, CaseStudyCover } from './types';

// As for articles (lib/articles/index.ts): during `next build` every route bundle shares one store through a
// global, so the files are read and validated once per process; the dev server gets a fresh one per load.
const SHARED_STORE = Symbol.for('pm-portfolio.case-study-store');
const globalStores = globalThis as { [SHARED_STORE]?: CaseStudyStore };
const store =
  process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
    ? (globalStores[SHARED_STORE] ??= createCaseStudyStore())
    : createCaseStudyStore();

/** Published case studies, newest period first. */
export const getCaseStudies = store.getCaseStudies;
/** One published case study by slug, or null. */
export const getCaseStudyBySlug = store.getCaseStudyBySlug;
/** The published case study of a home page card, or null. */
export const getCaseStudyFor = store.getCaseStudyFor;

/** The address of a case study's page. */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;
