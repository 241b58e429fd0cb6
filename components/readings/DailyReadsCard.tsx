import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { ExternalLink } from '@/components/links/ExternalLink';
import type { ListedReadingResource } from '@/content/readings';
import { HighlightNote, ReadingCard } from './ReadingCard';

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    /* Not spread to the right edge: a right-aligned host name would grow leftwards while it arrives. */
    gap: 0 ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border-top: 1px solid ${theme.color.border};
  }
  li:first-of-type {
    border-top: 0;
  }
  a {
    font-weight: 600;
  }
  [data-host] {
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
`;

/** "https://www.lennysnewsletter.com/x" → "lennysnewsletter.com", shown next to each link. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** The Daily Reads card: the newsletters worth a daily look, each opening in a new tab. */
export function DailyReadsCard({ resource }: { resource: ListedReadingResource }) {
  return (
    <ReadingCard aria-labelledby="daily-reads-heading">
      <h2 id="daily-reads-heading">{resource.title}</h2>
      <p>{resource.description}</p>
      <LinkList>
        {resource.links.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url}>{link.name}</ExternalLink>
            <span data-host aria-hidden="true">
              {hostOf(link.url)}
            </span>
          </li>
        ))}
      </LinkList>
      {resource.highlight && <HighlightNote>{resource.highlight}</HighlightNote>}
    </ReadingCard>
  );
}
