import { createGlobalStyle } from 'styled-components';
import { darkScheme, schemeDeclarations } from './color-scheme-css';
import { theme, media } from './theme';

const dark = schemeDeclarations('dark');

/**
 * Base element styles for every page. Rendered on the server by the root layout.
 *
 * Colour schemes: the tokens' fallbacks are the light scheme. The dark values apply when the visitor chose
 * dark (<html data-theme="dark">, set by the boot script before the first paint), or when the system
 * prefers dark and the visitor has not chosen light: with script off there is no attribute and the system
 * decides, by CSS alone. `color-scheme` gives form controls and scrollbars the same scheme. Print is always
 * light (a browser prints no backgrounds by default, and light text on white paper cannot be read).
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    color-scheme: light dark;
  }
  :root[data-theme='light'] {
    color-scheme: light;
  }
  /* On screen only: paper is white, so a page printed from the dark scheme is printed in the light one. */
  ${darkScheme(`color-scheme: dark;\n${dark}`)}
  @media print {
    :root {
      color-scheme: light;
    }
    /* What only works on a screen (navigation, buttons, sharing, the sign-up form, links onward, contents that
       cannot be clicked on paper) is left out of a printed page or a saved PDF: the page is its content. */
    [data-screen-only] {
      display: none !important;
    }
    h1, h2, h3, h4 {
      break-after: avoid;
    }
    img, svg, figure, table, blockquote {
      break-inside: avoid;
    }
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
    /* No scroll-behavior: smooth. A smooth scroll started by Tab was still running when Enter followed the
       link, and Chromium let it go on after Next.js had taken the new page to the top: the page opened
       partway down. (The hero's button scrolls smoothly by itself.) */
  }
  body {
    margin: 0;
    min-height: 100vh;
    display: flex;
    flex-direction: column;
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    /* A word or address longer than the line (a title's long compound, a pasted URL) breaks rather than
       widening the page past a phone's screen. Inherited by all text. */
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.font.heading};
    line-height: 1.25;
    text-wrap: balance;
    /* In large type a long word overflows sooner, and a heading often sits in a flex or grid item beside a
       badge or a picture: "anywhere" lets the heading itself get narrower than its longest word, so it wraps
       and the badge keeps its width. */
    overflow-wrap: anywhere;
  }
  img, svg, video, iframe {
    display: block;
    max-width: 100%;
  }
  img {
    height: auto;
  }
  a {
    color: ${theme.color.accent};
    text-underline-offset: 0.15em;
  }
  ${media.hover} {
    a:hover {
      color: ${theme.color.accentHover};
    }
  }
  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  /* LinkPendingSpinner: inside a link whose page is loading. */
  @keyframes pm-link-spin {
    to {
      transform: rotate(360deg);
    }
  }
  [data-link-spinner] {
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    margin-left: 0.4em;
    vertical-align: -0.1em;
    border: 2px solid ${theme.color.border};
    border-top-color: ${theme.color.accent};
    border-radius: 50%;
    animation: pm-link-spin 0.8s linear infinite;
  }
  /* No transitions at all, rather than very short ones: a duration alone applied to every element's default
     transition-property (all), so a theme switch started a transition on every property of every element.
     Nothing here waits for a transitionend. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
