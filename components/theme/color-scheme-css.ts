import { colorSchemes, theme, type ColorScheme } from './theme';

/** `--pm-color-page: #161514; …` for every scheme-dependent token of a scheme. */
export function schemeDeclarations(scheme: ColorScheme): string {
  const { color, shadow } = colorSchemes[scheme];
  const declare = (names: Record<string, string>, values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${names[key]}: ${value};`)
      .join('\n');
  return `${declare(theme.vars.color, color)}\n${declare(theme.vars.shadow, shadow)}`;
}

/**
 * `rules` under the conditions of the dark scheme, on screen only (paper is white, so print is always light): the
 * visitor chose dark (<html data-theme="dark">, set by the boot script), or the system prefers dark and the visitor
 * has not chosen light (with script off there is no attribute, and the system decides by CSS alone). `within`
 * makes the selector from each condition's `html`: the tokens (GlobalStyles) are declared on it, `whenDark` nests
 * a component's rules under it. The one place these conditions are written.
 */
export function darkScheme(rules: string, within: (html: string) => string = (html) => html): string {
  return `
    @media screen {
      ${within("html[data-theme='dark']")} {
        ${rules}
      }
    }
    @media screen and (prefers-color-scheme: dark) {
      ${within("html:not([data-theme='light'])")} {
        ${rules}
      }
    }
  `;
}

/**
 * Rules that apply only in the dark scheme, for the rare style a token cannot express (picking one of two
 * values that arrive with the content, such as a code token's --shiki-dark). Inside a styled component:
 * `${whenDark('pre code span[style] { color: var(--shiki-dark); }')}`. Same conditions as the tokens.
 */
export function whenDark(rules: string): string {
  return darkScheme(rules, (html) => `${html} &`);
}
