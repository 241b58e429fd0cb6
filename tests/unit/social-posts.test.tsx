import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatPostDate, postUrl, profileHandle } from '@/lib/social/x-posts';
import { SocialPostEmbed } from '@/components/sharings/SocialPostEmbed';

describe('post addresses from the profile address', () => {
  it('reads the handle from the profile address', () => {
    expect(profileHandle('https://x.com/someone')).toBe('someone');
    expect(profileHandle('https://twitter.com/someone/')).toBe('someone');
    expect(() => profileHandle('https://x.com/')).toThrow(/names no account/);
  });

  it('puts each post under the profile', () => {
    expect(postUrl('https://x.com/someone', '123')).toBe('https://x.com/someone/status/123');
    expect(postUrl('https://twitter.com/someone/', '9')).toBe('https://twitter.com/someone/status/9');
    expect(() => postUrl('https://x.com/someone', '12a')).toThrow(/digits only/);
  });

  it('formats the date in US English long form, in UTC', () => {
    expect(formatPostDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatPostDate('2024-12-31')).toBe('December 31, 2024');
    expect(() => formatPostDate('soon')).toThrow(/Not a date/);
  });
});

describe('the embed markup', () => {
  it("is the platform's blockquote: text, author, handle and a dated link to the post", () => {
    const html = renderToStaticMarkup(
      <SocialPostEmbed
        post={{ text: 'Ship <small> things', publishedOn: '2025-03-04', url: 'https://x.com/someone/status/1' }}
        authorName="Some One"
        authorHandle="someone"
      />,
    );
    expect(html).toMatch(
      /^<blockquote class="twitter-tweet"[^>]*><p lang="en" dir="ltr">Ship &lt;small&gt; things<\/p>/,
    );
    expect(html).toContain(
      '— Some One (@someone) <a href="https://x.com/someone/status/1" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<time dateTime="2025-03-04">March 4, 2025</time>');
  });
});
