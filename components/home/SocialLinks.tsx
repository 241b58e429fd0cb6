import styled from 'styled-components';
import type { SocialLink } from '@/content/site';
import { theme, media } from '@/components/theme/theme';
import { Tooltip } from '@/components/ui/Tooltip';
import { socialIcons } from './SocialIcons';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    transition:
      color 0.15s ease,
      border-color 0.15s ease,
      transform 0.15s ease;
  }
  ${media.hover} {
    a:hover {
      color: ${theme.color.accent};
      border-color: ${theme.color.accent};
      transform: translateY(-2px);
    }
  }
`;

/** The owner's profiles and e-mail as icon links; each name shows in a tooltip. */
export function SocialLinks({ links, label }: { links: readonly SocialLink[]; label: string }) {
  return (
    <List aria-label={label} data-screen-only>
      {links.map((link) => {
        const Icon = socialIcons[link.network];
        const leavesSite = !link.href.startsWith('mailto:');
        return (
          <li key={link.network}>
            <Tooltip label={link.label}>
              <a
                href={link.href}
                aria-label={link.label}
                {...(leavesSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon />
              </a>
            </Tooltip>
          </li>
        );
      })}
    </List>
  );
}
