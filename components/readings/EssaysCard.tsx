import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { primaryPillStyles } from '@/components/theme/shared-styles';
import { ExternalLink } from '@/components/links/ExternalLink';
import type { LinkedReadingResource } from '@/content/readings';
import { HighlightNote, ReadingCard } from './ReadingCard';

const ReadLink = styled(ExternalLink)`
  align-self: flex-start;
  margin-top: auto;
  padding: ${theme.space.sm} ${theme.space.lg};
  ${primaryPillStyles}
`;

/** The essays card: what they are, a note on where to start, and the way there. */
export function EssaysCard({ resource }: { resource: LinkedReadingResource }) {
  return (
    <ReadingCard aria-labelledby="essays-heading">
      <h2 id="essays-heading">{resource.title}</h2>
      <p>{resource.description}</p>
      {resource.highlight && <HighlightNote>{resource.highlight}</HighlightNote>}
      <ReadLink href={resource.url}>{resource.linkLabel}</ReadLink>
    </ReadingCard>
  );
}
