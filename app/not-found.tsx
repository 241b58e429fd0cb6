import type { Metadata } from 'next';
import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { primaryPillStyles } from '@/components/theme/shared-styles';
import { NotFoundContent } from '@/components/not-found/NotFoundContent';

// One title for both variants: the page is built once, for every unknown path, and the browser picks the
// article variant after hydration (NotFoundContent), too late for the title, which Next.js keeps as rendered.
export const metadata: Metadata = {
  title: 'Not found',
  robots: { index: false },
};

const NotFoundShell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  min-height: 60vh;
  padding: ${theme.space.xxl} ${theme.space.md};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${theme.fontSize.xxl};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
  [data-code] {
    font-family: ${theme.font.heading};
    font-size: 4.5rem;
    font-weight: 700;
    line-height: 1;
    color: ${theme.color.text};
  }
  [data-variant='button'] {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    padding: ${theme.space.sm} ${theme.space.lg};
    ${primaryPillStyles}
  }
`;

export default function NotFound() {
  return (
    <NotFoundShell>
      <NotFoundContent />
    </NotFoundShell>
  );
}
