import type { Root } from 'hast';
import { visitElements } from './visit-elements';

export interface CodeLanguageOptions {
  /** Language names (and aliases) the highlighter holds. */
  known: ReadonlySet<string>;
  /** What any other fence language becomes. */
  fallback: string;
}

const LANGUAGE_CLASS = 'language-';

/**
 * Fences name their language freely (```Rust, ```mermaid, ```TS). The highlighter holds a fixed set of
 * grammars, so a fence's language is lower-cased and, when the highlighter does not know it, replaced by
 * the plain-text fallback: the block still renders, as plain text, and the build never asks the
 * highlighter for a grammar it does not have.
 */
export function rehypeCodeLanguage({ known, fallback }: CodeLanguageOptions) {
  return (tree: Root) => {
    visitElements(tree, (element, parent) => {
      if (element.tagName !== 'code' || parent.type !== 'element' || parent.tagName !== 'pre') return;
      const classes = element.properties.className;
      if (!Array.isArray(classes)) return;
      element.properties.className = classes.map((name) => {
        if (typeof name !== 'string' || !name.startsWith(LANGUAGE_CLASS)) return name;
        const language = name.slice(LANGUAGE_CLASS.length).toLowerCase();
        return LANGUAGE_CLASS + (known.has(language) ? language : fallback);
      });
    });
  };
}
