import { theme } from '@/components/theme/theme';
import type { CaseStudy } from '@/lib/case-studies';

/** Role and period as a description list: `[data-facts]`, styled by the card or page around it. */
export function CaseStudyFacts({ caseStudy }: { caseStudy: Pick<CaseStudy, 'role' | 'period'> }) {
  return (
    <dl data-facts>
      <div>
        <dt>Role</dt>
        <dd>{caseStudy.role}</dd>
      </div>
      <div>
        <dt>Period</dt>
        <dd>{caseStudy.period}</dd>
      </div>
    </dl>
  );
}

/** Shared by the card and the page: the label above its value, small and muted. */
export const factsStyles = `
  [data-facts] {
    display: grid;
    gap: ${theme.space.xs};
    /* Block margins only: a card sets the side margins of what it holds. */
    margin-block: 0;
  }
  [data-facts] dt {
    font-size: ${theme.fontSize.xs};
    color: ${theme.color.textMuted};
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: uppercase;
  }
  [data-facts] dd {
    margin: 0;
  }
`;
