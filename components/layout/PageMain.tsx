import styled from 'styled-components';
import { theme } from '@/components/theme/theme';

/** The page's main landmark, below the fixed header. */
export const PageMain = styled.main`
  flex: 1;
  width: 100%;
  padding-top: ${theme.layout.headerHeight};
  @media print {
    padding-top: 0;
  }
`;

/** A centred column for page content. */
export const PageContainer = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.xxl};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.fontSize.display};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -4rem;
  z-index: 60;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  border-radius: ${theme.radius.sm};
  &:focus {
    top: ${theme.space.xs};
    color: ${theme.color.onAccent};
  }
`;
