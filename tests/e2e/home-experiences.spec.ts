import type { Locator, Page } from '@playwright/test';
import { test, expect, isPhone, ONE_WIDTH } from './support/fixtures';
import { experiencesSection, TAB_NAMES, waitForHydration } from './support/home';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { experiences } from '../../content/experiences';
import { projects } from '../../content/projects';
import { toolGroups } from '../../content/tools';
import { durationLabel } from '../../lib/experience/duration';
import type { ExperienceItem, TechVertical } from '../../lib/experience/types';

const tabs = [
  { name: 'Work Experience', short: 'Work' },
  { name: 'Projects & Research', short: 'Projects' },
  { name: 'Tool Kit & Tech Stack', short: 'Tools' },
] as const;

const verticalChips: { label: string; value: TechVertical }[] = [
  { label: 'FinTech', value: 'fintech' },
  { label: 'HRTech', value: 'hrtech' },
  { label: 'Defense Tech', value: 'defense-tech' },
  { label: 'Insurance', value: 'insurance' },
];

const cardOf = (scope: Page | Locator, item: ExperienceItem) =>
  scope.getByRole('article', { name: item.position, exact: true });

/** The names of the experience cards a visitor can see in the panel. */
async function visibleCardNames(panel: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const card of await panel.getByRole('article').all()) {
    if (await card.isVisible()) names.push((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
  }
  return names;
}

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  return experiencesSection(page);
}

test.describe('experiences section', () => {
  test('has a header, a hero block of highlights, three tabs and a footer', async ({ page }) => {
    const section = await openHome(page);
    await expect(section.getByRole('heading', { level: 2, name: 'Experiences' })).toBeVisible();
    await expect(section.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(4);
    await expect(section.getByRole('tablist')).toBeVisible();
    await expect(section.getByRole('link', { name: /Read my articles/ })).toHaveAttribute('href', '/articles');
  });

  test('tabs are named by the label shown: full names, short ones on small screens; Work Experience is selected', async ({
    page,
  }) => {
    const section = await openHome(page);
    const tabList = section.getByRole('tablist');
    await expect(tabList.getByRole('tab')).toHaveCount(3);
    for (const [index, tab] of tabs.entries()) {
      const shown = isPhone(page) ? tab.short : tab.name;
      const control = tabList.getByRole('tab', { name: shown, exact: true });
      await expect(control).toHaveAccessibleName(shown);
      await expect(control).toHaveAttribute('aria-selected', index === 0 ? 'true' : 'false');
      // What a sighted visitor reads on the tab: the short label on phones, the full one on wider screens.
      const shownText = await control.evaluate((node) =>
        [...node.querySelectorAll('span')]
          .filter((span) => span.getBoundingClientRect().width > 1)
          .map((span) => span.textContent)
          .join(''),
      );
      expect(shownText).toBe(isPhone(page) ? tab.short : tab.name);
    }
    await expect(section.getByRole('tabpanel')).toHaveCount(1);
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName(TAB_NAMES.work);
  });

  test('tabs switch with a click and with the arrow keys', async ({ page }) => {
    const section = await openHome(page);
    await section.getByRole('tab', { name: TAB_NAMES.projects }).click();
    const panel = section.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName(TAB_NAMES.projects);
    expect(await visibleCardNames(panel)).toEqual(projects.map((item) => item.position));
    await expect(panel.getByRole('group', { name: 'Vertical' })).toHaveCount(0);

    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: TAB_NAMES.toolkit })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tab', { name: TAB_NAMES.toolkit })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(section.getByRole('tab', { name: TAB_NAMES.work })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName(TAB_NAMES.work);
  });

  test('the tool kit lists three groups of chips: 20, 7 and 9 tools', ONE_WIDTH, async ({ page }) => {
    const section = await openHome(page);
    await section.getByRole('tab', { name: TAB_NAMES.toolkit }).click();
    const panel = section.getByRole('tabpanel');
    const expected = [
      { title: 'Product Management & Analytics & Productivity', count: 20 },
      { title: 'Documentation', count: 7 },
      { title: 'Programming Languages & Technologies', count: 9 },
    ];
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(expected.map((group) => group.title));
    for (const group of expected) {
      const list = panel.getByRole('region', { name: group.title }).getByRole('list');
      await expect(list.getByRole('listitem')).toHaveCount(group.count);
      const tools = toolGroups.find((candidate) => candidate.title === group.title)!.tools;
      await expect(list.getByRole('listitem')).toHaveText(tools.map((tool) => tool.name));
    }
    // Coloured chips: each group shows more than one colour.
    const colours = await panel
      .getByRole('listitem')
      .evaluateAll((chips) => new Set(chips.map((chip) => getComputedStyle(chip).backgroundColor)).size);
    expect(colours).toBeGreaterThan(5);
  });
});

// The same at every width: checked at desktop width.
test.describe('Vertical filter', { tag: '@desktop-only' }, () => {
  test('is a row of toggle chips; with none pressed, every experience is listed', async ({ page }) => {
    const section = await openHome(page);
    const filter = section.getByRole('group', { name: 'Vertical' });
    await expect(filter.getByRole('button')).toHaveText(verticalChips.map((chip) => chip.label));
    for (const chip of verticalChips) {
      await expect(filter.getByRole('button', { name: chip.label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    expect(await visibleCardNames(section.getByRole('tabpanel'))).toEqual(experiences.map((item) => item.position));
  });

  test('lists only the experiences of the pressed verticals, several at once', async ({ page }) => {
    const section = await openHome(page);
    const panel = section.getByRole('tabpanel');
    const filter = section.getByRole('group', { name: 'Vertical' });
    const positionsIn = (...verticals: TechVertical[]) =>
      experiences.filter((item) => verticals.includes(item.techVertical)).map((item) => item.position);

    for (const chip of verticalChips) {
      const button = filter.getByRole('button', { name: chip.label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(await visibleCardNames(panel)).toEqual(positionsIn(chip.value));
      expect(positionsIn(chip.value).length).toBeGreaterThan(0);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }

    await filter.getByRole('button', { name: 'FinTech', exact: true }).click();
    await filter.getByRole('button', { name: 'Insurance', exact: true }).click();
    expect(await visibleCardNames(panel)).toEqual(positionsIn('fintech', 'insurance'));
    await expect(panel.getByRole('status')).toHaveText(
      `${positionsIn('fintech', 'insurance').length} of ${experiences.length} experiences shown`,
    );
    await expect(panel.getByText('No experiences match the selected filters.')).toHaveCount(0);

    // Unpressing every chip lists everything again, including experiences outside the four verticals.
    await filter.getByRole('button', { name: 'FinTech', exact: true }).click();
    await filter.getByRole('button', { name: 'Insurance', exact: true }).click();
    expect(await visibleCardNames(panel)).toEqual(experiences.map((item) => item.position));
    expect(experiences.some((item) => item.techVertical === 'other')).toBe(true);
  });

  test('keeps a card expanded while it is filtered out and back in', async ({ page }) => {
    const section = await openHome(page);
    const fintech = experiences.find((item) => item.techVertical === 'fintech')!;
    const card = cardOf(section, fintech);
    await card.getByRole('button', { name: 'Show more' }).click();
    await section.getByRole('button', { name: 'HRTech', exact: true }).click();
    await expect(card).toBeHidden();
    await section.getByRole('button', { name: 'HRTech', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('experience card', () => {
  test('is collapsed at first; Show more reveals the location and full description; Show less collapses it', async ({
    page,
  }) => {
    const section = await openHome(page);
    for (const item of [experiences[1]!, experiences[4]!]) {
      const card = cardOf(section, item);
      const toggle = card.getByRole('button', { name: 'Show more' });
      const lines = item.description.split('\n');
      await expect(card.getByText(item.briefDescription)).toBeVisible();
      await expect(card.getByText(item.location)).toBeHidden();
      await expect(card.getByText(lines[0]!)).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      const collapse = card.getByRole('button', { name: 'Show less' });
      await expect(collapse).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText(item.location)).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveText(lines);
      await expect(card.getByText(item.briefDescription)).toHaveCount(0);

      await collapse.click();
      await expect(card.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByText(item.briefDescription)).toBeVisible();
      await expect(card.getByText(item.location)).toBeHidden();
    }
  });

  test('shows the company, the date, a type badge in words and colour, and a duration label', async ({ page }) => {
    const section = await openHome(page);
    const badgeHues: Record<string, number[]> = { Work: [], Project: [], Internship: [] };
    for (const [tabName, items] of [
      [TAB_NAMES.work, experiences],
      [TAB_NAMES.projects, projects],
    ] as const) {
      await section.getByRole('tab', { name: tabName }).click();
      for (const item of items) {
        const card = cardOf(section, item);
        await expect(card.getByText(item.company, { exact: true })).toBeVisible();
        await expect(card.getByText(item.date, { exact: true })).toBeVisible();
        const word = { work: 'Work', project: 'Project', internship: 'Internship' }[item.type];
        const badge = card.getByText(word, { exact: true });
        await expect(badge).toBeVisible();
        badgeHues[word]!.push(hueOf(await badge.evaluate((node) => getComputedStyle(node).color)));
        if (!/present$/i.test(item.date)) {
          await expect(card.getByText(durationLabel(item.date)!, { exact: true })).toBeVisible();
        }
        await expect(card).not.toContainText('NaN');
      }
    }
    // Work blue, project green, internship orange.
    const hueRanges = { Work: [200, 250], Project: [100, 160], Internship: [10, 40] } as const;
    for (const [word, [from, to]] of Object.entries(hueRanges)) {
      expect(badgeHues[word]!.length, word).toBeGreaterThan(0);
      for (const hue of badgeHues[word]!) {
        expect(hue, word).toBeGreaterThan(from);
        expect(hue, word).toBeLessThan(to);
      }
    }
  });

  test('links its attachment in a new tab, with its label or a default one', ONE_WIDTH, async ({ page }) => {
    const section = await openHome(page);
    const withAttachment = [...experiences, ...projects].filter((item) => item.attachment);
    expect(withAttachment.length).toBeGreaterThanOrEqual(2);
    for (const item of withAttachment) {
      if (projects.includes(item)) await section.getByRole('tab', { name: TAB_NAMES.projects }).click();
      const defaults = { github: 'View on GitHub', press: 'Read the press coverage', external: 'Learn more' };
      const label = item.attachment!.label ?? defaults[item.attachment!.type];
      const link = cardOf(section, item).getByRole('link', { name: `${label} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', item.attachment!.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const without = experiences.find((item) => !item.attachment)!;
    await section.getByRole('tab', { name: TAB_NAMES.work }).click();
    await expect(cardOf(section, without).getByRole('link')).toHaveCount(0);
  });
});

// The same at every width: checked at desktop width.
test.describe('"Present" durations', { tag: '@desktop-only' }, () => {
  const ongoing = [...experiences, ...projects].filter((item) => /present$/i.test(item.date));

  for (const today of [new Date(2026, 0, 15, 12), new Date(2031, 6, 15, 12)]) {
    test(`count to the visitor's month (${today.toISOString().slice(0, 7)}), without shifting the page`, async ({
      page,
    }) => {
      expect(ongoing.length).toBeGreaterThan(0);
      await recordLayoutShifts(page);
      await page.addInitScript(() => {
        // Observed, not read from performance: the fake clock replaces that object.
        new PerformanceObserver(() => {
          (window as unknown as { __painted: boolean }).__painted = true;
        }).observe({ type: 'paint', buffered: true });
      });
      await page.clock.install({ time: today });
      for (const item of ongoing) {
        // Open the page at the card, so its label is on screen when it is filled in, and hold the scripts
        // back until the pre-rendered page is painted, as a slower network would.
        let releaseScripts!: () => void;
        const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
        await page.unroute('**/_next/static/chunks/**');
        await page.route('**/_next/static/chunks/**', async (route) => {
          await scriptsReleased;
          await route.continue();
        });
        // A fresh document each time (a new hash alone would not reload the page).
        await page.goto('about:blank');
        await page.goto(`/#experience-${item.id}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => (window as unknown as { __painted?: boolean }).__painted === true, undefined, {
          polling: 50,
        });
        releaseScripts();
        await waitForHydration(page);
        const card = cardOf(experiencesSection(page), item);
        await expect(card).toBeInViewport();
        await expect(card.getByText(durationLabel(item.date, today)!, { exact: true })).toBeVisible();
        // The label fills a box reserved in the pre-rendered page: nothing moved when it appeared.
        expect(await layoutShifts(page), item.date).toEqual([]);
      }
    });
  }

  test('the pre-rendered page holds no count for them, only the reserved box', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const item of ongoing) {
      const at = html.indexOf(`>${item.date}<`);
      expect(at).toBeGreaterThan(-1);
      const after = html.slice(at, at + 600);
      expect(after).toMatch(/data-duration-value="[^"]*"><\/span>/);
    }
  });
});

test.describe('experiences with the keyboard alone', () => {
  test('from the hero button to a filtered, expanded card', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const explore = page.getByRole('button', { name: 'Explore My Experiences' });
    for (
      let presses = 0;
      presses < 20 && !(await explore.evaluate((node) => node === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(explore).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(experiencesSection(page)).toBeFocused();

    await page.keyboard.press('Tab');
    const workTab = page.getByRole('tab', { name: TAB_NAMES.work });
    await expect(workTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: TAB_NAMES.projects })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(workTab).toHaveAttribute('aria-selected', 'true');

    // Tab moves into the panel, then to the first chip.
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel');
    if (await panel.evaluate((node) => node === document.activeElement)) await page.keyboard.press('Tab');
    const fintechChip = panel.getByRole('button', { name: 'FinTech', exact: true });
    await expect(fintechChip).toBeFocused();
    await page.keyboard.press('Space');
    await expect(fintechChip).toHaveAttribute('aria-pressed', 'true');

    const fintech = experiences.find((item) => item.techVertical === 'fintech')!;
    const showMore = cardOf(panel, fintech).getByRole('button', { name: 'Show more' });
    for (
      let presses = 0;
      presses < 10 && !(await showMore.evaluate((node) => node === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(showMore).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cardOf(panel, fintech).getByText(fintech.location)).toBeVisible();
    await expect(cardOf(panel, fintech).getByRole('button', { name: 'Show less' })).toBeFocused();
  });
});

/** The hue (0–360) of a CSS rgb() colour. */
function hueOf(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => Number(value) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const delta = max - min;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}
