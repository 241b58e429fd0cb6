import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/** The feed-to-JSON service the newsletter card calls (any query). */
export const FEED_SERVICE = /^https:\/\/api\.rss2json\.com\/v1\/api\.json\?/;

export const samplePosts = [
  {
    title: 'Roadmaps are promises: write fewer of them',
    link: 'https://noamcarter.substack.com/p/roadmaps-are-promises',
    pubDate: '2025-03-14 09:30:00',
  },
  {
    title: 'The onboarding metric nobody tracks',
    link: 'https://noamcarter.substack.com/p/onboarding-metric',
    pubDate: '2025-02-02 08:00:00',
  },
];

/** Answers the feed service with a JSON body, optionally after the given promise settles. */
export async function answerFeedService(page: Page, body: unknown, { after }: { after?: Promise<void> } = {}) {
  const requests: string[] = [];
  await page.route(FEED_SERVICE, async (route: Route) => {
    requests.push(route.request().url());
    if (after) await after;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return requests;
}

/** Resolves once React has hydrated the page: Headless UI links each tab to its panel only then. */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-controls', /.+/);
}

export function experiencesSection(page: Page) {
  return page.getByRole('region', { name: 'Experiences', exact: true });
}

/**
 * The experience tabs by accessible name, which is the label shown: the full one on wide screens, the short
 * one on phones.
 */
export const TAB_NAMES = {
  work: /^(Work Experience|Work)$/,
  projects: /^(Projects & Research|Projects)$/,
  toolkit: /^(Tool Kit & Tech Stack|Tools)$/,
} as const;
