// The case studies' lines of `npm run check:articles` (lib/preview/check-case-studies.ts), as the owner reads them.
import { describe, expect, it } from 'vitest';
import { formatCaseStudiesCheck } from '@/lib/preview/check-case-studies';

describe("check:articles' report on the case studies", () => {
  it('says so when there is none, rather than counting none as ready', () => {
    expect(formatCaseStudiesCheck({ folder: 'content/case-studies', caseStudies: [], problems: [] })).toEqual([
      'Checking the case studies in content/case-studies.',
      'No case study there: nothing to check.',
    ]);
  });

  it('gives a file with a problem its FAIL lines only, and the others their ok line', () => {
    const lines = formatCaseStudiesCheck({
      folder: 'cases',
      caseStudies: [
        { state: 'published', title: 'Checkout', origin: 'cases/checkout.md', warnings: [] },
        { state: 'draft', title: 'Loop', origin: 'cases/loop.md', warnings: [] },
      ],
      problems: ['cases/loop.md: image /images/loop.png: not found (the "cover" field)'],
    });
    expect(lines).toEqual([
      'Checking the case studies in cases.',
      'ok   published: "Checkout" (cases/checkout.md): ready',
      'FAIL cases/loop.md: image /images/loop.png: not found (the "cover" field)',
      'Case studies: 1 problem to fix before a build.',
    ]);
  });

  it('says warnings after "ready", or beside a failing file\'s problems, and counts the files with any', () => {
    const raw = 'raw HTML is left out of the page, which shows markdown only: <div> (line 12)';
    const lines = formatCaseStudiesCheck({
      folder: 'cases',
      caseStudies: [
        { state: 'published', title: 'Checkout', origin: 'cases/checkout.md', warnings: [raw] },
        { state: 'draft', title: 'Loop', origin: 'cases/loop.md', warnings: [raw] },
      ],
      problems: ['cases/loop.md: "slug" is required'],
    });
    expect(lines).toEqual([
      'Checking the case studies in cases.',
      `warn published: "Checkout" (cases/checkout.md): ready, but ${raw}`,
      'FAIL cases/loop.md: "slug" is required',
      `warn cases/loop.md: ${raw}`,
      'Case studies: 1 problem to fix before a build.',
      '2 case studies have warnings: the build accepts them, but the page may not show what you meant.',
    ]);
  });
});
