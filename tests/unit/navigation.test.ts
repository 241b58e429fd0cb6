import { describe, expect, it } from 'vitest';
import { isActiveLink, navLinks } from '@/lib/navigation/links';
import { isArticlePath } from '@/lib/navigation/not-found';

describe('isActiveLink', () => {
  it('marks Home only on the root path', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/readings', '/')).toBe(false);
  });

  it('marks a section on its path and every path below it', () => {
    expect(isActiveLink('/articles', '/articles')).toBe(true);
    expect(isActiveLink('/articles/why-roadmaps-lie', '/articles')).toBe(true);
    expect(isActiveLink('/readings', '/articles')).toBe(false);
  });

  it('marks exactly one link for each page of the site', () => {
    for (const path of ['/', '/readings', '/articles', '/articles/some-slug', '/sharings-photos', '/sounds-great']) {
      expect(navLinks.filter((link) => isActiveLink(path, link.href))).toHaveLength(1);
    }
  });
});

describe('isArticlePath', () => {
  it('is true under /articles/ only', () => {
    expect(isArticlePath('/articles/unknown')).toBe(true);
    expect(isArticlePath('/articles')).toBe(false);
    expect(isArticlePath('/articlesque')).toBe(false);
    expect(isArticlePath('/unknown')).toBe(false);
  });
});
