import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  THEME_ATTRIBUTE,
  THEME_BOOT_SCRIPT,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  readStoredThemeChoice,
  resolveScheme,
  storeThemeChoice,
  themeControlName,
} from '@/lib/theme/theme-choice';

/** A localStorage stand-in; `broken` throws on every call, as a disabled storage does. */
function memoryStorage(initial: Record<string, string> = {}, { broken = false } = {}) {
  const values = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    values,
    getItem: (key: string) => (guard(), values.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void values.set(key, value)),
    removeItem: (key: string) => (guard(), void values.delete(key)),
  };
}

/** Runs the boot script as the browser would, and returns the attribute it put on <html>. */
function boot(storage: ReturnType<typeof memoryStorage>): string | undefined {
  const attributes: Record<string, string> = {};
  const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  runInNewContext(THEME_BOOT_SCRIPT, { localStorage: storage, document: { documentElement } });
  return attributes[THEME_ATTRIBUTE];
}

describe('the theme choice', () => {
  it('is light or dark when stored so, and follows the system otherwise', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const other of ['system', null, undefined, '', 'Dark', 'blue', 1])
      expect(parseThemeChoice(other)).toBe('system');
  });

  it('is read from storage, and unreadable storage counts as no choice', () => {
    expect(readStoredThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readStoredThemeChoice(memoryStorage())).toBe('system');
    expect(readStoredThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }, { broken: true }))).toBe('system');
    expect(readStoredThemeChoice(undefined)).toBe('system');
  });

  it('is stored as light or dark, and "system" removes the entry', () => {
    const storage = memoryStorage();
    expect(storeThemeChoice(storage, 'dark')).toBe(true);
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(storeThemeChoice(storage, 'light')).toBe(true);
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('light');
    expect(storeThemeChoice(storage, 'system')).toBe(true);
    expect(storage.values.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('says so when the storage refuses it, without throwing', () => {
    expect(storeThemeChoice(memoryStorage({}, { broken: true }), 'dark')).toBe(false);
    expect(storeThemeChoice(undefined, 'dark')).toBe(false);
  });

  it('resolves to a scheme: a choice wins, "system" follows the system', () => {
    expect(resolveScheme('dark', false)).toBe('dark');
    expect(resolveScheme('light', true)).toBe('light');
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
  });

  it('names the control after the current choice', () => {
    expect(themeControlName('system')).toBe('Theme: System');
    expect(themeControlName('dark')).toBe('Theme: Dark');
    expect(themeControlName('light')).toBe('Theme: Light');
  });
});

describe('the boot script in <head>', () => {
  it('puts the stored choice on <html>, with the same rule as the rest of the site', () => {
    for (const stored of ['light', 'dark', 'system', 'Dark', 'nonsense']) {
      const storage = memoryStorage({ [THEME_STORAGE_KEY]: stored });
      expect(boot(storage)).toBe(readStoredThemeChoice(storage));
    }
  });

  it('marks "system" when nothing is stored or the storage cannot be read', () => {
    expect(boot(memoryStorage())).toBe('system');
    expect(boot(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }, { broken: true }))).toBe('system');
  });

  it('is small enough to sit in every page', () => {
    expect(THEME_BOOT_SCRIPT.length).toBeLessThan(300);
  });
});
