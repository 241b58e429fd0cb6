import { createTheme } from 'styled-components';

/**
 * The design tokens. `createTheme` turns every leaf into `var(--pm-…, fallback)`, so server
 * components (which have no ThemeProvider context) read the same values as the browser, and
 * the values can be overridden per colour scheme in CSS alone.
 */
const tokens = {
  color: {
    page: '#fbfaf8',
    surface: '#ffffff',
    surfaceMuted: '#f3f1ec',
    text: '#1c1b1a',
    textMuted: '#57534e',
    border: '#e4e0d8',
    accent: '#1d4ed8',
    accentHover: '#1e3a8a',
    accentSoft: '#e0e7ff',
    onAccent: '#ffffff',
    focus: '#b45309',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#166534',
    successSoft: '#dcfce7',
    work: '#1d4ed8',
    workSoft: '#dbeafe',
    project: '#15803d',
    projectSoft: '#dcfce7',
    internship: '#c2410c',
    internshipSoft: '#ffedd5',
    overlay: 'rgba(28, 27, 26, 0.55)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 5vw, 3rem)',
  },
  radius: {
    sm: '0.375rem',
    md: '0.75rem',
    lg: '1.25rem',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgba(28, 27, 26, 0.06), 0 4px 16px rgba(28, 27, 26, 0.06)',
    raised: '0 12px 40px rgba(28, 27, 26, 0.18)',
  },
  layout: {
    maxWidth: '72rem',
    readingWidth: '44rem',
    headerHeight: '4rem',
  },
} as const;

export const theme = createTheme(tokens, { prefix: 'pm' });

/** Breakpoints as plain numbers (px) for media queries; CSS variables cannot be used there. */
export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

/** `${media.md}` → `@media (min-width: 768px)` */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
