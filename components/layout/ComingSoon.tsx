import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { PageContainer, PageTitle } from './PageMain';

const Note = styled.p`
  color: ${theme.color.textMuted};
`;

/** Placeholder body for a section whose content has not been written yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <Note>This page is being written. Check back soon.</Note>
    </PageContainer>
  );
}
