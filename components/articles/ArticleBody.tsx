import styled from 'styled-components';
import { whenDark } from '@/components/theme/color-scheme-css';
import { theme, media } from '@/components/theme/theme';
import { CodeCopyButtons } from './CodeCopyButtons';

const Prose = styled.div`
  font-size: ${theme.fontSize.lg};
  line-height: 1.75;
  overflow-wrap: break-word;

  > * + * {
    margin-top: ${theme.space.md};
  }
  p,
  ul,
  ol,
  blockquote,
  figure,
  hr {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${theme.space.xl} 0 0;
  }
  /* A section heading with its "link to this section" beside it (rehype-section-headings). */
  > [data-section-heading] {
    display: flex;
    align-items: baseline;
    gap: ${theme.space.xs};
    margin-top: ${theme.space.xl};
  }
  [data-section-heading] > h2,
  [data-section-heading] > h3 {
    margin: 0;
  }
  [data-section-link] {
    flex: none;
    padding: 0 ${theme.space.xxs};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.textMuted};
    font-weight: 600;
    text-decoration: none;
    opacity: 0;
  }
  [data-section-link]:focus-visible {
    opacity: 1;
  }
  ${media.hover} {
    [data-section-heading]:hover [data-section-link] {
      opacity: 1;
    }
    [data-section-link]:hover {
      color: ${theme.color.accent};
    }
  }
  /* No hover on touch screens: the link stays in sight, quietly. */
  @media (hover: none) {
    [data-section-link] {
      opacity: 0.6;
    }
  }
  h2 {
    font-size: ${theme.fontSize.xxl};
  }
  h3 {
    font-size: ${theme.fontSize.xl};
  }
  h4,
  h5,
  h6 {
    font-size: ${theme.fontSize.lg};
  }
  ul,
  ol {
    padding-left: ${theme.space.lg};
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: ${theme.space.xxs};
  }
  li.task-list-item {
    list-style: none;
  }
  li.task-list-item input {
    margin: 0 ${theme.space.xs} 0 calc(-1 * ${theme.space.lg});
  }
  blockquote {
    margin-left: 0;
    margin-right: 0;
    padding: ${theme.space.xxs} ${theme.space.md};
    border-left: 4px solid ${theme.color.accent};
    color: ${theme.color.textMuted};
    font-style: italic;
  }
  hr {
    border: 0;
    border-top: 1px solid ${theme.color.border};
    margin-top: ${theme.space.xl};
  }
  img {
    margin: ${theme.space.lg} auto;
    border-radius: ${theme.radius.md};
    /* An author's drawing on transparency stays legible in the dark scheme. */
    background: ${theme.color.imageBackdrop};
  }
  /* An image with a title: the title is its caption (rehype-article-images). */
  figure:not([data-rehype-pretty-code-figure]) {
    margin: ${theme.space.lg} 0 0;
    img {
      margin: 0 auto;
    }
    figcaption {
      margin-top: ${theme.space.xs};
      color: ${theme.color.textMuted};
      font-size: ${theme.fontSize.sm};
      text-align: center;
    }
  }
  :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceMuted};
    font-family: ${theme.font.mono};
    font-size: 0.9em;
  }

  figure[data-rehype-pretty-code-figure] {
    position: relative;
    margin-left: 0;
    margin-right: 0;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.code};
    overflow: hidden;
  }
  /* Each token carries the colour of both code themes; the page's scheme picks one. */
  pre code span[style] {
    color: var(--shiki-light);
  }
  ${whenDark('pre code span[style] { color: var(--shiki-dark); }')}
  figcaption[data-rehype-pretty-code-title] {
    padding: ${theme.space.xs} ${theme.space.md};
    border-bottom: 1px solid ${theme.color.border};
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.text};
    font-family: ${theme.font.mono};
    font-size: ${theme.fontSize.sm};
  }
  /* CodeCopyButtons: in the block's top right corner, over its title bar when it has one. */
  [data-copy-code] {
    position: absolute;
    top: ${theme.space.xxs};
    right: ${theme.space.xxs};
    z-index: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.textMuted};
    cursor: pointer;
  }
  ${media.hover} {
    [data-copy-code]:hover {
      color: ${theme.color.text};
    }
  }
  pre {
    margin: 0;
    padding: ${theme.space.sm} 0;
    overflow-x: auto;
    font-family: ${theme.font.mono};
    font-size: ${theme.fontSize.sm};
    line-height: 1.7;
  }
  /* A block without a title bar starts its first line below the copy button (2rem, inset by xxs), so the
     button covers no code before the block is scrolled, on a phone as on a wide screen; a titled block's
     button sits over its title bar. Reserved in the CSS whether or not a button comes: nothing moves. */
  figure[data-rehype-pretty-code-figure] > pre:first-child {
    padding-top: calc(2rem + 2 * ${theme.space.xxs});
  }
  pre:focus-visible {
    outline-offset: -3px;
  }
  pre code {
    min-width: max-content;
  }
  [data-line] {
    /* Room on the right for the copy button (2rem, inset by xxs): a line that runs under it can be scrolled
       until its end is clear of it. */
    padding: 0 calc(2rem + 3 * ${theme.space.xxs}) 0 ${theme.space.md};
    border-left: 3px solid transparent;
  }
  /* Every token colour of each code theme keeps at least 4.5:1 on its scheme's tint (the light theme's
     comment grey, the lightest, is at 4.7:1); the left bar marks the line without relying on colour. */
  [data-highlighted-line] {
    background: ${theme.color.codeHighlight};
    border-left-color: ${theme.color.focus};
  }

  [data-table-scroll] {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    font-size: ${theme.fontSize.md};
  }
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.color.border};
    text-align: left;
  }
  th {
    background: ${theme.color.surfaceMuted};
  }
  th[align='center'],
  td[align='center'] {
    text-align: center;
  }
  th[align='right'],
  td[align='right'] {
    text-align: right;
  }

  section.footnotes {
    margin-top: ${theme.space.xxl};
    padding-top: ${theme.space.md};
    border-top: 1px solid ${theme.color.border};
    font-size: ${theme.fontSize.sm};
  }
  @media print {
    /* Paper cannot be scrolled sideways: long code lines and wide tables wrap instead of being cut off, and no
       room is kept for the copy button, which is not printed. */
    pre,
    [data-table-scroll] {
      overflow: visible;
    }
    pre code {
      min-width: 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    figure[data-rehype-pretty-code-figure] > pre:first-child {
      padding-top: ${theme.space.sm};
    }
    [data-line] {
      padding-right: ${theme.space.md};
    }
    /* Nor can a link be followed on paper: its address is printed after its text. */
    a[href^='http']::after {
      content: ' (' attr(href) ')';
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/**
 * The rendered article. `html` comes only from renderMarkdown (lib/markdown/processor.ts): raw HTML in the
 * markdown is dropped, the tree is sanitised against a GitHub-style allow-list and addresses are limited
 * to safe schemes before anything is turned into HTML, and only the highlighter's own markup is added
 * after that. Injecting it as HTML is therefore the intended, safe use, and it happens here only.
 */
export function ArticleBody({ html, slug }: { html: string; slug: string }) {
  return (
    <>
      <Prose data-article-body dangerouslySetInnerHTML={{ __html: html }} />
      {/* Keyed by article: a client-side move to another article adds buttons to its code blocks. */}
      <CodeCopyButtons key={slug} />
    </>
  );
}
