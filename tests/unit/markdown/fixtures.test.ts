import { describe, expect, test } from 'vitest';
import { fixtureNames, renderFixture } from './fixtures';

// Markdown in, HTML out: every fixture under tests/fixtures/markdown has a committed HTML snapshot.
// A change in the pipeline's output shows up as a diff here to review (update with `vitest -u`).
describe('markdown fixtures', () => {
  test('there are fixtures to render', () => {
    expect(fixtureNames().length).toBeGreaterThanOrEqual(8);
  });

  for (const name of fixtureNames()) {
    test(`${name}.md renders to its snapshot`, async () => {
      await expect(await renderFixture(name)).toMatchFileSnapshot(`./__snapshots__/${name}.html`);
    });
  }
});
