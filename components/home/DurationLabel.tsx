import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { parseDateRange, rangeDurationLabel, WIDEST_DURATION_LABEL } from '@/lib/experience/duration';
import { OngoingDuration } from './OngoingDuration';

// Value and sizer share one grid cell: the box is as wide as the widest possible label whatever the
// value is, and never wraps, so a label filled in the browser cannot move its neighbours.
const Box = styled.span`
  display: inline-grid;
  justify-items: center;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.text};
  font-weight: 500;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  > * {
    grid-area: 1 / 1;
  }
  [data-duration-sizer] {
    visibility: hidden;
  }
`;

/** The duration label of an experience (SPEC.md 9), or nothing when its date text has no known form. */
export function DurationLabel({ dateText }: { dateText: string }) {
  const range = parseDateRange(dateText);
  if (!range) return null;
  if (range.end === 'present') {
    return (
      <Box data-duration>
        <span data-duration-sizer aria-hidden="true">
          {WIDEST_DURATION_LABEL}
        </span>
        <OngoingDuration start={range.start} />
      </Box>
    );
  }
  const label = rangeDurationLabel(range, new Date());
  if (!label) return null;
  return (
    <Box data-duration>
      <span data-duration-value>{label}</span>
    </Box>
  );
}
