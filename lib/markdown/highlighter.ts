import type { BuiltinTheme, ShikiTransformer } from 'shiki';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import codeTheme from 'shiki/themes/github-light-high-contrast.mjs';
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
 * The one theme code blocks use. The site has a light scheme only; the high-contrast GitHub theme keeps
 * every token colour (comments included) at WCAG AA on the white code background and on the tint of
 * highlighted lines, which the plain GitHub light themes do not.
 */
// Must name the theme imported above (the unit tests check the highlighter holds exactly this one).
export const CODE_THEME = 'github-light-high-contrast' satisfies BuiltinTheme;

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
 * The build's single highlighter, created on first use. It holds exactly the grammars above and one
 * theme, uses the JavaScript regex engine (no WebAssembly to load in the bundled server code) and never
 * loads anything else: unknown languages are turned into plain text before highlighting.
 */
export function getSharedHighlighter(): Promise<HighlighterCore> {
  shared ??= createHighlighterCore({
    themes: [codeTheme],
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
