import { describe, expect, it } from 'vitest';
import { nextBuildEnv } from '../../../scripts/next-cli.mjs';

// `next build` runs with a larger young generation (scripts/next-cli.mjs), without losing the owner's own options.
describe('the environment next build runs in', () => {
  it('gives every Node process of the build 64 MB semi-spaces', () => {
    expect(nextBuildEnv({ SITE_URL: 'https://example.com' })).toEqual({
      SITE_URL: 'https://example.com',
      NODE_OPTIONS: '--max-semi-space-size=64',
    });
  });

  it("keeps the owner's NODE_OPTIONS and adds to them", () => {
    expect(nextBuildEnv({ NODE_OPTIONS: '--max-old-space-size=4096' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=4096 --max-semi-space-size=64',
    );
  });

  it('leaves a semi-space size the owner chose alone', () => {
    const env = { NODE_OPTIONS: '--max-semi-space-size=16' };
    expect(nextBuildEnv(env)).toBe(env);
  });
});
