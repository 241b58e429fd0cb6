import { describe, expect, it } from 'vitest';
import { navigationCounter } from '@/lib/analytics/navigation-counter';

describe('page views on client-side navigation (GoatCounter)', () => {
  it('skips the loaded page, counts each new address once, and counts a return to an earlier one', () => {
    const sent: string[] = [];
    const count = navigationCounter('/', (path) => sent.push(path));
    count('/'); // the effect's first run: count.js has counted the load
    count('/articles');
    count('/articles'); // the same effect run again
    count('/readings');
    count('/');
    expect(sent).toEqual(['/articles', '/readings', '/']);
  });
});
