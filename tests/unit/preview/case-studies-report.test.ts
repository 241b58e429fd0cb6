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
        { state: 'published', title: 'Checkout', origin: 'cases/checkout.md' },
        { state: 'draft', title: 'Loop', origin: 'cases/loop.md' },
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
});
