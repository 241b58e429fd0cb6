import { describe, expect, it } from 'vitest';
import { siteOrigin } from '@/lib/seo/site-origin';

const DEFAULT = 'https://noamcarter.example.com';

describe('the site origin (SITE_URL or the default in content/site.ts)', () => {
  it('is the origin of SITE_URL, or of the default when SITE_URL is unset or blank', () => {
    expect(siteOrigin('https://noamcarter.com/some/path?x=1', DEFAULT)).toBe('https://noamcarter.com');
    expect(siteOrigin('  http://localhost:4302 ', DEFAULT)).toBe('http://localhost:4302');
    expect(siteOrigin(undefined, DEFAULT)).toBe(DEFAULT);
    expect(siteOrigin('   ', DEFAULT)).toBe(DEFAULT);
  });

  it.each([
    // These two parse as URLs whose scheme is "localhost:" and "noamcarter.com:": their origin is "null".
    ['localhost:4302', ' (did you mean "https://localhost:4302"?)'],
    ['noamcarter.com:443', ' (did you mean "https://noamcarter.com:443"?)'],
    ['noamcarter.com', ' (did you mean "https://noamcarter.com"?)'],
    ['ftp://noamcarter.com', ''],
    ['mailto:me@noamcarter.com', ''],
    // A bare word is not taken for an address without its scheme.
    ['noamcarter', ''],
  ])('refuses %s, naming the variable and what it expects', (value, suggestion) => {
    expect(() => siteOrigin(value, DEFAULT)).toThrow(
      `SITE_URL must be a full web address such as https://example.com (got "${value}")${suggestion}`,
    );
  });

  it('names content/site.ts when the default itself is wrong', () => {
    expect(() => siteOrigin(undefined, 'noamcarter.com')).toThrow(
      /^The default address in content\/site\.ts must be a full web address/,
    );
  });
});
