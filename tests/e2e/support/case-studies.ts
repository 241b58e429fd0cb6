import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** A case study as its source file describes it, read independently of the site's own code. */
export interface SourceCaseStudy {
  slug: string;
  title: string;
  summary: string;
  role: string;
  period: string;
  company?: string;
  project?: string;
  metrics: { value: string; label: string }[];
  isPublished: boolean;
}

export function sourceCaseStudies(): SourceCaseStudy[] {
  const dir = process.env.CASE_STUDIES_DIR ?? path.join(process.cwd(), 'content/case-studies');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => {
      const { data } = matter(readFileSync(path.join(dir, name), 'utf8'));
      return {
        ...(data as Omit<SourceCaseStudy, 'isPublished'>),
        metrics: data.metrics ?? [],
        isPublished: data.is_published === true,
      };
    });
}

/** The published case studies' addresses: the list's and each one's. */
export const publishedCaseStudyPaths = (): string[] => {
  const published = sourceCaseStudies().filter((caseStudy) => caseStudy.isPublished);
  return published.length > 0 ? ['/case-studies', ...published.map(({ slug }) => `/case-studies/${slug}`)] : [];
};
