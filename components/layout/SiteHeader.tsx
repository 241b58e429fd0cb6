import Link from 'next/link';
import styled from 'styled-components';
import { site } from '@/content/site';
import { theme, media } from '@/components/theme/theme';
import { iconButtonStyles } from '@/components/theme/shared-styles';
import { CalendarIcon } from '@/components/icons/UiIcons';
import { ScheduleCallToggle } from '@/components/scheduling/ScheduleCallToggle';
import { Tooltip } from '@/components/ui/Tooltip';
import { NavLinks } from './NavLinks';
import { MobileMenu } from './MobileMenu';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 40;
  height: ${theme.layout.headerHeight};
  background: color-mix(in srgb, ${theme.color.page} 92%, transparent);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  max-width: ${theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;

const Brand = styled(Link)`
  margin-right: auto;
  font-family: ${theme.font.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${theme.color.accent};
  }
`;

/** Link styles shared by the desktop bar and the dropdown; the current page is marked by aria-current. */
const linkStyles = `
  a {
    display: block;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.text};
    background: ${theme.color.surfaceMuted};
  }
  a[aria-current='page'] {
    color: ${theme.color.accent};
    background: ${theme.color.accentSoft};
    font-weight: 600;
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.md} {
    display: block;
  }
  ul {
    display: flex;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${linkStyles}
`;

const CalendarSlot = styled.div`
  button {
    ${iconButtonStyles}
  }
`;

const MobileMenuShell = styled.nav`
  ${media.md} {
    display: none;
  }
  > button {
    ${iconButtonStyles}
  }
  [data-menu-dropdown] {
    position: absolute;
    top: ${theme.layout.headerHeight};
    left: 0;
    right: 0;
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.border};
    box-shadow: ${theme.shadow.card};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${linkStyles}
  a {
    padding: ${theme.space.sm};
    font-size: ${theme.fontSize.md};
  }
`;

export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Brand href="/">{site.siteName}</Brand>
        <DesktopNav aria-label="Main">
          <NavLinks />
        </DesktopNav>
        <CalendarSlot>
          <Tooltip label="Schedule a call" placement="end">
            <ScheduleCallToggle aria-label="Schedule a call">
              <CalendarIcon />
            </ScheduleCallToggle>
          </Tooltip>
        </CalendarSlot>
        <MobileMenuShell aria-label="Main (mobile)">
          <MobileMenu />
        </MobileMenuShell>
      </Inner>
    </Bar>
  );
}
