import { describe, expect, it } from 'vitest';
import {
  CaseStudyValidationError,
  toCaseStudies,
  toCaseStudy,
  type KnownOwners,
  type RawCaseStudyRecord,
} from '@/lib/case-studies/schema';

const known: KnownOwners = { company: ['payora', 'hirewise'], project: ['salary-compass'] };

function record(fields: Record<string, unknown>, origin = 'content/case-studies/example.md'): RawCaseStudyRecord {
  return {
    origin,
    fields: {
      title: 'Selling first, paperwork later',
      slug: 'selling-first',
      summary: 'Signup conversion rose to 13.8%.',
      role: 'Senior Product Manager',
      period: '06.2023 – 05.2024',
      company: 'payora',
      is_published: true,
      content: '## The problem\n\nText.',
      ...fields,
    },
  };
}

/** The problem lines of a rejected record, as "origin: field message". */
function problemsOf(action: () => unknown): string[] {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(CaseStudyValidationError);
    return (error as CaseStudyValidationError).problems.map((p) => `${p.origin}: ${p.field} ${p.message}`);
  }
  throw new Error('expected the case study to be rejected');
}

describe('toCaseStudy', () => {
  it('turns valid front matter into a CaseStudy with the app names', () => {
    expect(
      toCaseStudy(
        record({
          metrics: [{ value: '13.8%', label: 'signup conversion' }],
          cover: { src: '/images/case-studies/chart.png', alt: 'A chart' },
        }),
        known,
      ),
    ).toEqual({
      slug: 'selling-first',
      title: 'Selling first, paperwork later',
      summary: 'Signup conversion rose to 13.8%.',
      role: 'Senior Product Manager',
      period: '06.2023 – 05.2024',
      periodStart: '2023-06',
      belongsTo: { kind: 'company', id: 'payora' },
      metrics: [{ value: '13.8%', label: 'signup conversion' }],
      cover: { src: '/images/case-studies/chart.png', alt: 'A chart' },
      content: '## The problem\n\nText.',
      isPublished: true,
      origin: 'content/case-studies/example.md',
    });
  });

  it('belongs to a project by its id, and takes every period form of the experiences', () => {
    for (const period of [
      '04.2022 – 10.2023',
      '04.2022 – Present',
      'April 2022 – October 2023',
      'April 2022 – Present',
    ]) {
      const caseStudy = toCaseStudy(record({ company: undefined, project: 'salary-compass', period }), known);
      expect(caseStudy.belongsTo).toEqual({ kind: 'project', id: 'salary-compass' });
      expect(caseStudy.periodStart).toBe('2022-04');
    }
  });

  it('names the file and every missing field', () => {
    expect(
      problemsOf(() =>
        toCaseStudy(
          record({ title: undefined, summary: null, role: undefined, period: undefined, company: undefined }),
          known,
        ),
      ),
    ).toEqual([
      'content/case-studies/example.md: "title" is required',
      'content/case-studies/example.md: "summary" is required',
      'content/case-studies/example.md: "role" is required',
      'content/case-studies/example.md: "period" is required',
      'content/case-studies/example.md: "company" or "project" is required: the id of the experience or project this case study belongs to',
    ]);
  });

  it('names an unknown company or project id with the ids that exist', () => {
    expect(problemsOf(() => toCaseStudy(record({ company: 'payoro' }), known))).toEqual([
      'content/case-studies/example.md: "company" must be the id of an experience in content/experiences.ts, one of "payora", "hirewise" (got "payoro")',
    ]);
    expect(problemsOf(() => toCaseStudy(record({ company: undefined, project: 'salary' }), known))).toEqual([
      'content/case-studies/example.md: "project" must be the id of a project in content/projects.ts, one of "salary-compass" (got "salary")',
    ]);
  });

  it('reports an unknown id beside the other bad fields of the same file', () => {
    expect(problemsOf(() => toCaseStudy(record({ title: '', company: 'nobody' }), known))).toEqual([
      'content/case-studies/example.md: "title" must not be empty',
      expect.stringContaining('"company" must be the id of an experience'),
    ]);
  });

  it('refuses both company and project, a bad slug, an unknown period form, bad metrics and a cover without alt', () => {
    expect(
      problemsOf(() =>
        toCaseStudy(
          record({
            project: 'salary-compass',
            slug: 'Selling First',
            period: '2023 to 2024',
            metrics: [{ value: '13.8%' }],
            cover: { src: '/images/x.png' },
          }),
          known,
        ),
      ),
    ).toEqual([
      'content/case-studies/example.md: "slug" must be lowercase letters, digits and single hyphens, like "signup-rebuild" (got "Selling First")',
      'content/case-studies/example.md: "period" must be one of the forms "MM.YYYY – MM.YYYY", "MM.YYYY – Present", "Month YYYY – Month YYYY" or "Month YYYY – Present" (got "2023 to 2024")',
      'content/case-studies/example.md: "metrics.0.label" is required',
      'content/case-studies/example.md: "cover.alt" is required',
      'content/case-studies/example.md: "project" must not be set together with "company": a case study belongs to one card',
    ]);
  });
});

describe('toCaseStudies', () => {
  it('refuses a duplicate slug, naming both files, and lists every problem of every file at once', () => {
    const error = (() => {
      try {
        toCaseStudies(
          [
            record({}, 'content/case-studies/a.md'),
            record({}, 'content/case-studies/b.md'),
            record({ role: undefined }, 'content/case-studies/c.md'),
          ],
          known,
        );
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected the case studies to be rejected');
    })();
    expect(error.message).toBe(
      [
        'Case studies have 2 problems; the build stops until they are fixed:',
        '  content/case-studies/b.md: "slug" must be unique: "selling-first" is also the slug of content/case-studies/a.md',
        '  content/case-studies/c.md: "role" is required',
      ].join('\n'),
    );
  });
});
