/**
 * The one place a case study file's front matter becomes a CaseStudy, or fails naming the file and the
 * field (the same rules and message form as lib/articles/schema.ts).
 */
import * as z from 'zod';
import { convertAllWithUniqueSlugs, problemList, SLUG_PATTERN, type ProblemsFoundDuring } from '@/lib/articles/schema';
import { parseDateRange } from '@/lib/experience/duration';
import type { CaseStudy } from './types';

export interface RawCaseStudyRecord {
  /** The file path, as shown in messages. */
  origin: string;
  fields: Record<string, unknown>;
  /** The line of its file that `content` starts on, so a message can point into the file. */
  contentLine?: number;
}

/** The ids a case study may name: the `id` of each experience (company) and project item. */
export interface KnownOwners {
  company: readonly string[];
  project: readonly string[];
}

export interface CaseStudyProblem {
  origin: string;
  field: string;
  message: string;
}

/** Every problem found, one line each, so one build run shows the owner all there is to fix. */
export class CaseStudyValidationError extends Error {
  declare readonly problems: CaseStudyProblem[];

  constructor(problems: CaseStudyProblem[], during: ProblemsFoundDuring = 'build') {
    super(problemList(problems, 'case study', during));
    this.name = 'CaseStudyValidationError';
    // Not enumerable, for the reason given at ArticleValidationError.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

const isMissing = (input: unknown) => input === undefined || input === null;

function requiredText() {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be empty');
}

const PERIOD_FORMS = '"MM.YYYY – MM.YYYY", "MM.YYYY – Present", "Month YYYY – Month YYYY" or "Month YYYY – Present"';

const caseStudyFields = z.object({
  title: requiredText(),
  slug: requiredText().refine((slug) => SLUG_PATTERN.test(slug), {
    error: (issue) =>
      `must be lowercase letters, digits and single hyphens, like "signup-rebuild" (got ${quote(issue.input)})`,
  }),
  summary: requiredText(),
  role: requiredText(),
  period: requiredText().refine((period) => parseDateRange(period) !== null, {
    error: (issue) => `must be one of the forms ${PERIOD_FORMS} (got ${quote(issue.input)})`,
  }),
  company: z.string({ error: 'must be text: the id of an experience' }).trim().min(1, 'must not be empty').nullish(),
  project: z.string({ error: 'must be text: the id of a project' }).trim().min(1, 'must not be empty').nullish(),
  metrics: z
    .array(
      z.object(
        { value: requiredText(), label: requiredText() },
        { error: 'must be a list of { value, label } items, like - { value: "13.8%", label: "signup conversion" }' },
      ),
      { error: 'must be a list of { value, label } items when present' },
    )
    .nullish(),
  cover: z
    .object(
      { src: requiredText(), alt: requiredText() },
      {
        error: 'must be { src, alt } when present, like { src: /images/case-studies/chart.png, alt: "What it shows" }',
      },
    )
    .nullish(),
  content: z.string().optional(),
});

/** Only the boolean true publishes; `"true"` or `yes` is a draft, as for articles. */
export function isPublished(record: RawCaseStudyRecord): boolean {
  return record.fields.is_published === true;
}

/** A record as a CaseStudy, or a CaseStudyValidationError listing every bad field of it. */
export function toCaseStudy(record: RawCaseStudyRecord, known: KnownOwners): CaseStudy {
  const result = caseStudyFields.safeParse(record.fields);
  const problems: CaseStudyProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        origin: record.origin,
        field: `"${issue.path.map(String).join('.') || 'front matter'}"`,
        message: issue.message,
      }));
  const fields = result.success ? result.data : undefined;
  const problem = (field: string, message: string) =>
    problems.push({ origin: record.origin, field: `"${field}"`, message });

  // Which card it belongs to: exactly one of company and project, naming an id that exists. Checked on the
  // raw values, so an unknown id is reported beside any other bad field of the same file.
  const company = ownerId(record.fields.company);
  const project = ownerId(record.fields.project);
  const raw = record.fields;
  if (isMissing(raw.company) && isMissing(raw.project)) {
    problem('company', 'or "project" is required: the id of the experience or project this case study belongs to');
  } else if (!isMissing(raw.company) && !isMissing(raw.project)) {
    problem('project', 'must not be set together with "company": a case study belongs to one card');
  } else if (company !== undefined && !known.company.includes(company)) {
    problem(
      'company',
      `must be the id of an experience in content/experiences.ts, one of ${listed(known.company)} (got ${quote(company)})`,
    );
  } else if (project !== undefined && !known.project.includes(project)) {
    problem(
      'project',
      `must be the id of a project in content/projects.ts, one of ${listed(known.project)} (got ${quote(project)})`,
    );
  }
  if (problems.length > 0 || !fields) throw new CaseStudyValidationError(problems);

  const range = parseDateRange(fields.period)!;
  return {
    slug: fields.slug,
    title: fields.title,
    summary: fields.summary,
    role: fields.role,
    period: fields.period,
    periodStart: `${range.start.year}-${String(range.start.month).padStart(2, '0')}`,
    belongsTo: company !== undefined ? { kind: 'company', id: company } : { kind: 'project', id: project! },
    metrics: fields.metrics ?? [],
    ...(fields.cover ? { cover: fields.cover } : {}),
    content: fields.content ?? '',
    isPublished: isPublished(record),
    origin: record.origin,
    ...(record.contentLine !== undefined ? { contentLine: record.contentLine } : {}),
  };
}

/** Validates every record, then checks slugs are unique; all problems are collected before throwing. */
export function toCaseStudies(records: readonly RawCaseStudyRecord[], known: KnownOwners): CaseStudy[] {
  return convertAllWithUniqueSlugs(records, (record) => toCaseStudy(record, known), CaseStudyValidationError);
}

/** A non-empty text id, or undefined (a wrong type or empty text is the schema's problem to report). */
function ownerId(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function listed(ids: readonly string[]): string {
  return ids.length === 0 ? '(none defined)' : ids.map((id) => `"${id}"`).join(', ');
}

function quote(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
