import type { Locator } from '@playwright/test';

/**
 * Which file of a srcset the browser fetched, and which it should have: the smallest whose width
 * covers the image's rendered width at the screen's pixel density, else the largest.
 */
export async function chosenAndExpectedSource(image: Locator): Promise<{ chosen: string; expected: string }> {
  return image.evaluate((img: HTMLImageElement) => {
    const candidates = img.srcset
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .map(([url, descriptor]) => ({
        url: new URL(url!, document.baseURI).href,
        width: Number.parseInt(descriptor!, 10),
      }))
      .sort((a, b) => a.width - b.width);
    const needed = img.getBoundingClientRect().width * window.devicePixelRatio;
    const expected = candidates.find((candidate) => candidate.width >= needed) ?? candidates[candidates.length - 1]!;
    return { chosen: img.currentSrc, expected: expected.url };
  });
}

/** Resolves once the image has loaded (it may be lazy: scroll it into view first). */
export async function waitForLoaded(image: Locator): Promise<void> {
  await image.evaluate((img: HTMLImageElement) => img.decode());
}
