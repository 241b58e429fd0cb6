import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { shareLinks } from './share-links';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.textMuted};
    font-weight: 600;
  }
  ${media.hover} {
    a:hover {
      background: ${theme.color.surfaceMuted};
      color: ${theme.color.text};
    }
  }
`;

/**
 * Beside the Share button: share on LinkedIn, on X or by e-mail, as plain links (no script of theirs runs
 * here). Each link's accessible name starts with its visible text (WCAG 2.5.3) and says what it does.
 */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  return (
    <List aria-label="Share this article" data-screen-only>
      {shareLinks({ title, url }).map(({ service, href, external }) => (
        <li key={service}>
          <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {service}
            <span className="visually-hidden">
              {external ? `: share this article (opens in a new tab)` : ': send this article by e-mail'}
            </span>
          </a>
        </li>
      ))}
    </List>
  );
}
