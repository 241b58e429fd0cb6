/** One figure of a case study's metric row, like the home page's highlights: "13.8%", "signup conversion". */
export interface CaseStudyMetric {
  value: string;
  label: string;
}

/** Which home page card a case study tells the story of: an experience (`company`) or a project (`project`). */
export interface CaseStudyOwner {
  kind: 'company' | 'project';
  /** The `id` of an item of content/experiences.ts (company) or content/projects.ts (project). */
  id: string;
}

export interface CaseStudyCover {
  /** A site path under public/ or an http(s) address; prepared like an article image. */
  src: string;
  alt: string;
}

/**
 * A case study as the pages, sitemap and home cards see it: the front matter reshaped into the app's names.
 * Raw front matter never leaves lib/case-studies.
 */
export interface CaseStudy {
  slug: string;
  title: string;
  summary: string;
  role: string;
  /** The date text as written, in one of the experience forms, e.g. "03.2023 – Present". */
  period: string;
  /** The period's first month as "YYYY-MM": the list's order, newest first. */
  periodStart: string;
  belongsTo: CaseStudyOwner;
  metrics: CaseStudyMetric[];
  cover?: CaseStudyCover;
  /** Markdown source of the body. */
  content: string;
  /** False only for drafts a preview store was asked to include (`includeDrafts`). */
  isPublished: boolean;
  /** The file it was read from, for messages that name it. */
  origin: string;
  /** The line of that file the body starts on: the author notes count lines from the top of the file. */
  contentLine?: number;
}
