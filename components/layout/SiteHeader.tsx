import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { site } from '@/content/site';
import { colorSchemes, theme, media } from '@/components/theme/theme';
import { iconButtonStyles } from '@/components/theme/shared-styles';
import { CalendarIcon } from '@/components/icons/UiIcons';
import { ScheduleCallToggle } from '@/components/scheduling/ScheduleCallToggle';
import { ThemeMenu } from '@/components/theme/ThemeMenu';
import { Tooltip, tooltipStyles } from '@/components/ui/Tooltip';
import { NavLinks } from './NavLinks';
import { MobileMenu } from './MobileMenu';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 40;
  height: ${theme.layout.headerHeight};
  /* Opaque, without a backdrop blur: behind a bar 92% opaque the blur was all but invisible, yet the browser
     has to redraw it whenever what lies behind the bar moves; without it the home page's Lighthouse blocking
     time fell by 8 to 46 ms (medians of alternating runs; README, Performance, 2026-11-25). */
  background: ${theme.color.page};
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

/* The site's name gives way when the bar is short of room (a long name on a phone, or beside the links on a
   tablet): cut with an ellipsis, so the buttons and the links, which the visitor needs, always fit. Its
   accessible name stays whole. */
const Brand = styled(SiteLink)`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-family: ${theme.font.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
  ${media.hover} {
    &:hover {
      color: ${theme.color.accent};
    }
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
  ${media.hover} {
    a:hover {
      color: ${theme.color.text};
      background: ${theme.color.surfaceMuted};
    }
  }
  a[aria-current='page'] {
    color: ${theme.color.accent};
    background: ${theme.color.accentSoft};
    font-weight: 600;
  }
`;

const DesktopNav = styled.nav`
  display: none;
  flex: none;
  ${media.md} {
    display: block;
  }
  ${media.lg} {
    margin-left: ${theme.space.md};
  }
  ul {
    display: flex;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${linkStyles}
  /* From 768 px (an iPad mini upright) to about 800 px the links at full padding, and the space before them, do
     not fit beside the brand and the buttons: "Sharings & Photos" and "Sounds Great" broke onto two lines. */
  a {
    padding-inline: ${theme.space.xs};
    white-space: nowrap;
  }
  ${media.lg} {
    a {
      padding-inline: ${theme.space.sm};
    }
  }
`;

/*
 * The header is laid out so that nothing in it moves while it arrives on a slow connection (a browser
 * paints whatever it has parsed): the brand and the links grow from the left, and the buttons sit in a box at
 * the right whose width is known before they arrive, filled from its left. Its width is the buttons it holds:
 * theme, calendar and (on phones) menu; without script the theme button is not shown.
 */
const ICON_BUTTON = '2.5rem';
const buttonsWidth = (count: number) => `calc(${count} * ${ICON_BUTTON} + ${count - 1} * ${theme.space.sm})`;

const Controls = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  height: ${ICON_BUTTON};
  gap: ${theme.space.sm};
  margin-left: auto;
  width: ${buttonsWidth(3)};
  ${media.md} {
    width: ${buttonsWidth(2)};
  }
  html:not([data-theme]) & {
    width: ${buttonsWidth(2)};
    ${media.md} {
      width: ${buttonsWidth(1)};
    }
  }
`;

const CalendarSlot = styled.div`
  button {
    ${iconButtonStyles}
  }
`;

/** The theme control (ThemeMenu): its button, and the panel of choices it opens below the header. */
const ThemeSlot = styled.div`
  [data-theme-control] {
    position: relative;
    display: flex;
  }
  /* Without script the control could not change anything: the page follows the system's scheme. The boot
     script sets data-theme on <html> before the first paint, so the control never appears late. */
  html:not([data-theme]) & {
    display: none;
  }
  ${tooltipStyles}
  button {
    ${iconButtonStyles}
  }
  /* Every icon is in the markup; the one for the current choice shows (no hydration mismatch, no shift). */
  [data-theme-icon] {
    display: none;
  }
  html[data-theme='system'] & [data-theme-icon='system'],
  html[data-theme='light'] & [data-theme-icon='light'],
  html[data-theme='dark'] & [data-theme-icon='dark'] {
    display: flex;
  }
  [data-theme-panel] {
    position: absolute;
    top: calc(100% + ${theme.space.xs});
    right: 0;
    z-index: 45;
    min-width: 11rem;
    padding: ${theme.space.xs};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    box-shadow: ${theme.shadow.raised};
  }
  fieldset {
    display: grid;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: ${theme.space.xxs} ${theme.space.sm};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.xs};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    font-size: ${theme.fontSize.sm};
    cursor: pointer;
  }
  ${media.hover} {
    label:hover {
      background: ${theme.color.surfaceMuted};
    }
  }
  label:has(input:checked) {
    background: ${theme.color.accentSoft};
    color: ${theme.color.accentHover};
    font-weight: 600;
  }
  input {
    margin: 0;
    accent-color: ${theme.color.accent};
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
    <Bar data-screen-only>
      <Inner>
        <Brand href="/">{site.siteName}</Brand>
        <DesktopNav aria-label="Main">
          <NavLinks />
        </DesktopNav>
        <Controls>
          <ThemeSlot>
            <ThemeMenu pageColors={{ light: colorSchemes.light.color.page, dark: colorSchemes.dark.color.page }} />
          </ThemeSlot>
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
        </Controls>
      </Inner>
    </Bar>
  );
}
