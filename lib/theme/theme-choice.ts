/**
 * The visitor's theme choice: follow the system's colour scheme (the default), or always light or dark.
 * The choice is kept in localStorage and mirrored on <html data-theme>, which the theme CSS reads; the
 * boot script below applies it before the page is first painted. No import of styled-components here:
 * the header's theme control (a client island) uses this module.
 */

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedScheme = Exclude<ThemeChoice, 'system'>;

/** The localStorage key; absent means "system". */
export const THEME_STORAGE_KEY = 'theme';
/** The attribute on <html> the CSS selects on; present only when script ran (see GlobalStyles). */
export const THEME_ATTRIBUTE = 'data-theme';

/** A stored or attribute value as a choice; anything unknown (including nothing) follows the system. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The stored choice; storage that cannot be read (disabled, private modes) counts as no choice. */
export function readStoredThemeChoice(storage: ReadableStorage | undefined): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/**
 * Keeps the choice for later visits ("system" is kept as no entry, so a later change of the default
 * reaches visitors who never chose). Returns false when the storage refused it: the choice then holds
 * for this page only.
 */
export function storeThemeChoice(storage: WritableStorage | undefined, choice: ThemeChoice): boolean {
  try {
    if (!storage) return false;
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** The scheme a choice shows, given whether the system prefers dark. */
export function resolveScheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedScheme {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

/** The control's accessible name (and tooltip): what it is and what is chosen now. */
export function themeControlName(choice: ThemeChoice): string {
  return `Theme: ${THEME_LABELS[choice]}`;
}

export const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * Run inline in <head>, before anything is painted: puts the stored choice on <html>. Written out by hand
 * (no bundler reaches it) with the same rule as parseThemeChoice; the unit tests run it against both.
 * Every page's Content-Security-Policy lists the hash of this exact text (scripts/security/).
 */
export const THEME_BOOT_SCRIPT =
  `(function(){var c="system";try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(s==="light"||s==="dark")c=s}catch(e){}` +
  `document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},c)})()`;
