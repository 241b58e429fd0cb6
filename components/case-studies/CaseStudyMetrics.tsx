import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import type { CaseStudyMetric } from '@/lib/case-studies';

/** The figure row, drawn like the home page's highlights so a figure looks the same in both places. */
const Row = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.lg};
  list-style: none;
  border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.accentSoft}, ${theme.color.surfaceMuted});
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    gap: ${theme.space.lg};
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xxs};
  }
  strong {
    font-family: ${theme.font.heading};
    font-size: ${theme.fontSize.xxl};
    line-height: 1.1;
    color: ${theme.color.text};
  }
  span {
    color: ${theme.color.textMuted};
  }
`;

export const METRICS_LABEL = 'Key figures';

export function CaseStudyMetrics({ metrics }: { metrics: readonly CaseStudyMetric[] }) {
  if (metrics.length === 0) return null;
  return (
    <Row aria-label={METRICS_LABEL}>
      {metrics.map((metric) => (
        <li key={metric.label}>
          <strong>{metric.value}</strong>
          <span>{metric.label}</span>
        </li>
      ))}
    </Row>
  );
}
