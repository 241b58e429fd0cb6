import { createTheme } from 'styled-components';

/**
 * The colours of the light scheme, the site's default. Every key must also be in `darkColors` (the type
 * says so): to add a colour, add it to both.
 */
const lightColors = {
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
  /** Decorative only (the portrait's floating icons): no contrast requirement. */
  decoration: '#7c3aed',
  overlay: 'rgba(28, 27, 26, 0.55)',
  /** Behind code blocks, and the tint of a highlighted line: every token colour of the light code theme keeps 4.5:1 on both. */
  code: '#ffffff',
  codeHighlight: '#fff8d6',
  /** Behind images whose drawing may be transparent (logos), so a dark page cannot swallow dark strokes. */
  imageBackdrop: '#ffffff',
};

/** The same colours for the dark scheme: warm greys as in the light one, text and accents at AA or better. */
const darkColors: Record<keyof typeof lightColors, string> = {
  page: '#161514',
  surface: '#201f1d',
  surfaceMuted: '#2b2927',
  text: '#f2efe9',
  textMuted: '#bcb5aa',
  border: '#3d3a36',
  accent: '#8cb4ff',
  accentHover: '#b7d0ff',
  accentSoft: '#1f2b48',
  onAccent: '#0b1220',
  focus: '#fbbf24',
  danger: '#f87171',
  dangerSoft: '#3f1717',
  success: '#4ade80',
  successSoft: '#102e1b',
  work: '#93b8ff',
  workSoft: '#172544',
  project: '#6ee7a0',
  projectSoft: '#11301e',
  internship: '#fdba74',
  internshipSoft: '#3a1f0c',
  decoration: '#b79cff',
  overlay: 'rgba(0, 0, 0, 0.7)',
  code: '#0d1117',
  codeHighlight: '#2e2a12',
  imageBackdrop: '#f3f1ec',
};

const lightShadows = {
  card: '0 1px 2px rgba(28, 27, 26, 0.06), 0 4px 16px rgba(28, 27, 26, 0.06)',
  raised: '0 12px 40px rgba(28, 27, 26, 0.18)',
};

const darkShadows: Record<keyof typeof lightShadows, string> = {
  card: '0 1px 2px rgba(0, 0, 0, 0.5), 0 4px 16px rgba(0, 0, 0, 0.35)',
  raised: '0 12px 40px rgba(0, 0, 0, 0.6)',
};

/**
 * The design tokens. `createTheme` turns every leaf into `var(--pm-…, fallback)`, so server components
 * (which have no ThemeProvider context) read the same values as the browser. The fallbacks are the light
 * scheme; GlobalStyles declares the dark values of `color` and `shadow` for the dark scheme.
 */
const tokens = {
  color: lightColors,
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
  shadow: lightShadows,
  layout: {
    maxWidth: '72rem',
    readingWidth: '44rem',
    headerHeight: '4rem',
  },
} as const;

export const theme = createTheme(tokens, { prefix: 'pm' });

/** The values each colour scheme gives the scheme-dependent tokens. */
export const colorSchemes = {
  light: { color: lightColors, shadow: lightShadows },
  dark: { color: darkColors, shadow: darkShadows },
} as const;

export type ColorScheme = keyof typeof colorSchemes;

/** Breakpoints as plain numbers (px) for media queries; CSS variables cannot be used there. */
export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

/** `${media.md}` → `@media (min-width: 768px)` */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /**
   * A pointer that can hover (a mouse, a trackpad). Hover effects go under it: a phone applies :hover to what
   * was tapped and keeps it until the next tap, so a card tapped to open a song in a new tab was still lifted,
   * as if pointed at, when the visitor came back.
   */
  hover: '@media (hover: hover)',
} as const;
