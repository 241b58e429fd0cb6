import { describe, expect, it } from 'vitest';
import { shareLinks } from '@/components/articles/share-links';

describe('share links', () => {
  const article = { title: 'Pricing & packaging: 2 lessons', url: 'https://noamcarter.com/articles/pricing-lessons' };

  it('LinkedIn takes the address; X the title and address; e-mail the title as subject and address as body', () => {
    const [linkedIn, x, mail] = shareLinks(article);
    expect(linkedIn).toEqual({
      service: 'LinkedIn',
      href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnoamcarter.com%2Farticles%2Fpricing-lessons',
      external: true,
    });
    expect(new URL(x!.href).searchParams.get('text')).toBe(article.title);
    expect(new URL(x!.href).searchParams.get('url')).toBe(article.url);
    expect(x!.external).toBe(true);
    // Mail programs read spaces as %20, not "+".
    expect(mail!.href).toBe(
      'mailto:?subject=Pricing%20%26%20packaging%3A%202%20lessons&body=https%3A%2F%2Fnoamcarter.com%2Farticles%2Fpricing-lessons',
    );
    expect(mail!.external).toBe(false);
  });
});
