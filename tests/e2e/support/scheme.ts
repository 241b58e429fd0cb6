import type { Page } from '@playwright/test';
import { colorSchemes } from '../../../components/theme/theme';

/** A #rrggbb colour as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

/** The page's background in each scheme. */
export const PAGE = { light: rgb(colorSchemes.light.color.page), dark: rgb(colorSchemes.dark.color.page) };

// Read by polling: without reduced motion some colours ease into the new theme.
export const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The header's theme control. */
export const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme: / });
