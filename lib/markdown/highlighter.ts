import type { BuiltinTheme, ShikiTransformer } from 'shiki';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import darkCodeTheme from 'shiki/themes/github-dark-high-contrast.mjs';
import lightCodeTheme from 'shiki/themes/github-light-high-contrast.mjs';
import bash from 'shiki/langs/bash.mjs';
import css from 'shiki/langs/css.mjs';
import diff from 'shiki/langs/diff.mjs';
import html from 'shiki/langs/html.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import json from 'shiki/langs/json.mjs';
import jsx from 'shiki/langs/jsx.mjs';
import markdown from 'shiki/langs/markdown.mjs';
import python from 'shiki/langs/python.mjs';
import sql from 'shiki/langs/sql.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import yaml from 'shiki/langs/yaml.mjs';

/**
 * The code themes, one per colour scheme of the site. Both are in every highlighted block (each token
 * carries --shiki-light and --shiki-dark) and the article styles pick one by the page's scheme, so switching
 * needs no second rendering. The high-contrast GitHub themes keep every token colour (comments included)
 * at WCAG AA on the code background and on the tint of highlighted lines of their scheme, which the plain
 * GitHub themes do not.
 */
// Must name the themes imported above (the unit tests check the highlighter holds exactly these).
export const CODE_THEMES = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const satisfies Record<'light' | 'dark', BuiltinTheme>;

/** What a fence in an unknown language is rendered as: escaped text in the same code block frame. */
export const PLAIN_TEXT_LANGUAGE = 'plaintext';

const grammars = [bash, css, diff, html, javascript, json, jsx, markdown, python, sql, tsx, typescript, yaml];

/**
 * Every name a fence may use for a loaded grammar, aliases included (`ts`, `sh`, `yml`, …), plus the plain
 * text names shiki always understands.
 */
export const HIGHLIGHTED_LANGUAGES: ReadonlySet<string> = new Set([
  ...grammars.flat().flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])]),
  PLAIN_TEXT_LANGUAGE,
  'text',
  'txt',
  'plain',
]);

let shared: Promise<HighlighterCore> | undefined;

/**
 * The build's single highlighter, created on first use. It holds exactly the grammars above and the two
 * themes, uses the JavaScript regex engine (no WebAssembly to load in the bundled server code) and never
 * loads anything else: unknown languages are turned into plain text before highlighting.
 */
export function getSharedHighlighter(): Promise<HighlighterCore> {
  shared ??= createHighlighterCore({
    themes: [lightCodeTheme, darkCodeTheme],
    langs: grammars,
    engine: createJavaScriptRegexEngine(),
  });
  return shared;
}

/**
 * Shiki stops tokenising a line after 500 ms and renders the rest of it unhighlighted. The first lines of
 * a grammar also pay for compiling its patterns, so on a busy build machine the same article could come
 * out highlighted differently from one build to the next. Lifting the limit keeps the output a function
 * of the markdown alone; articles are the owner's own text, highlighted once per build.
 */
export const completeTokenizing: ShikiTransformer = {
  name: 'complete-tokenizing',
  preprocess(code, options) {
    options.tokenizeTimeLimit = 0;
    return code;
  },
};
