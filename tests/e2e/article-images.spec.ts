import { test, expect } from './support/fixtures';
import { cumulativeLayoutShift, recordLayoutShifts } from './support/layout-shifts';
import { newsletterSignup } from '../../lib/newsletter/signup';

// The bundled funnel article has a PNG from public/ with a title; the build converts it to WebP files of its
// own (lib/article-images) and the title becomes the caption. Downloaded images take the same path after their
// download: tests/unit/build/article-images-site.test.ts builds a site whose image comes from a storage stand-in.
const ARTICLE = '/articles/signup-funnel-analysis-before-redesign';
const ALT = /^Bar chart of the signup funnel/;
const CAPTION =
  'The funnel before any change: the steepest avoidable drop is between submitting the form and verifying the email.';

test('an article image loads from the site itself, sized, with its caption, and moves nothing', async ({
  page,
  thirdParty,
  consoleMessages,
}) => {
  await recordLayoutShifts(page);
  await page.goto(ARTICLE);
  const figure = page.getByRole('figure', { name: CAPTION });
  const image = figure.getByRole('img', { name: ALT });
  // Its box has the image's shape before the file arrives (loading is lazy: it comes as it nears the view).
  const reserved = await image.evaluate((element: HTMLImageElement) => ({
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
  }));
  expect(reserved).toEqual({ width: '704', height: '352' });

  await figure.scrollIntoViewIfNeeded();
  await expect(figure.getByText(CAPTION, { exact: true })).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await image.evaluate((element: HTMLImageElement) => ({
    source: new URL(element.currentSrc).pathname,
    ratio: element.getBoundingClientRect().width / element.getBoundingClientRect().height,
  }));
  expect(shown.source).toMatch(/^\/article-images\/[0-9a-f]{16}-(704|1408)\.webp$/);
  expect(shown.ratio).toBeCloseTo(2, 1);

  expect(await cumulativeLayoutShift(page)).toBe(0);
  // The one other host an article asks is the newsletter sign-up's frame (issue 29), aborted here: never the image's.
  const signup = newsletterSignup();
  expect(thirdParty.requests.filter((url) => !(signup && url.startsWith(`${signup.origin}/`)))).toEqual([]);
  expect(consoleMessages.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});
