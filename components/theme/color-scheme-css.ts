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
 * Rules that apply only in the dark scheme, for the rare style a token cannot express (picking one of two
 * values that arrive with the content, such as a code token's --shiki-dark). Inside a styled component:
 * `${whenDark('pre code span[style] { color: var(--shiki-dark); }')}`. Same conditions as the tokens: screen only.
 */
export function whenDark(rules: string): string {
  return `
    @media screen {
      html[data-theme='dark'] & {
        ${rules}
      }
    }
    @media screen and (prefers-color-scheme: dark) {
      html:not([data-theme='light']) & {
        ${rules}
      }
    }
  `;
}
