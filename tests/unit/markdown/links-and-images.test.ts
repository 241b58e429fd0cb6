import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/processor';
import { attribute, linksByText, openingTags, renderFixture } from './fixtures';
import { STAND_IN_IMAGE_SIZE } from '../setup/article-images';

describe('link addresses (spec 5)', () => {
  test('links with an allowed scheme or no scheme keep their address', async () => {
    const links = linksByText(await renderFixture('links'));
    expect(links.get('http')).toBe('http://example.com/a');
    expect(links.get('https')).toBe('https://example.com/b?x=1#y');
    expect(links.get('irc')).toBe('irc://irc.example.net/pm');
    expect(links.get('ircs')).toBe('ircs://irc.example.net/pm');
    expect(links.get('mailto')).toBe('mailto:someone@example.com');
    expect(links.get('xmpp')).toBe('xmpp:someone@example.com');
    expect(links.get('upper case')).toBe('https://EXAMPLE.COM/UPPER');
    expect(links.get('relative')).toBe('/articles/some-article');
    // A link to a section of the article, pointed at its heading's id (rehype-section-headings).
    expect(links.get('fragment')).toBe('#section-section');
    expect(links.get('query')).toBe('?page=2');
    expect(links.get('path with colon')).toBe('/a:b');
    expect(links.get('dot relative')).toBe('./notes.md');
    expect(links.get('ref good')).toBe('https://example.com/ref');
    expect(links.get('https://example.com/auto')).toBe('https://example.com/auto');
    expect(links.get('www.example.com')).toBe('http://www.example.com');
    expect(links.get('someone@example.com')).toBe('mailto:someone@example.com');
  });

  test('links with any other scheme keep the link but get an empty address', async () => {
    const links = linksByText(await renderFixture('links'));
    for (const text of [
      'javascript',
      'mixed case',
      'data',
      'vbscript',
      'file',
      'ftp',
      'tel',
      'entity',
      'tab inside',
      'leading space',
      'leading control',
      'javascript:alert(1)',
      'ref bad',
    ]) {
      expect(links.get(text), text).toBe('');
    }
  });

  test('no script address survives anywhere in the output', async () => {
    const html = await renderFixture('links');
    const addresses = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) expect(address).not.toMatch(/^\s*(javascript|vbscript|data|file|ftp|tel):/i);
  });

  test('links leaving the site open in a new tab without an opener; own and relative links do not', async () => {
    const html = await renderFixture('links');
    const tags = openingTags(html, 'a');
    const byHref = (href: string) => tags.find((tag) => attribute(tag, 'href') === href)!;
    expect(attribute(byHref('https://example.com/b?x=1#y'), 'target')).toBe('_blank');
    expect(attribute(byHref('https://example.com/b?x=1#y'), 'rel')).toBe('noopener noreferrer');
    expect(attribute(byHref('/articles/some-article'), 'target')).toBeUndefined();
    expect(attribute(byHref('https://noamcarter.example.com/readings'), 'target')).toBeUndefined();
    expect(attribute(byHref('mailto:someone@example.com'), 'target')).toBeUndefined();
    expect(attribute(byHref(''), 'target')).toBeUndefined();
  });
});

describe('image addresses (spec 5)', () => {
  test('images keep alt text and allowed addresses, load lazily, with their size', async () => {
    const html = await renderFixture('images');
    const images = openingTags(html, 'img');
    expect(images).toHaveLength(5);
    const chart = images[0]!;
    expect(attribute(chart, 'src')).toBe('/images/wau-chart.webp');
    expect(attribute(chart, 'alt')).toBe('A chart of weekly active users rising');
    expect(attribute(chart, 'loading')).toBe('lazy');
    expect(attribute(chart, 'width')).toBe(String(STAND_IN_IMAGE_SIZE.width));
    expect(attribute(chart, 'height')).toBe(String(STAND_IN_IMAGE_SIZE.height));
    // Its title is its visible caption (and no longer a tooltip).
    expect(attribute(chart, 'title')).toBeUndefined();
    expect(html).toContain('<figcaption>Weekly active users</figcaption></figure>');
    expect(attribute(images[1]!, 'src')).toBe('https://images.example.com/photo.webp');
    expect(attribute(images[4]!, 'src')).toBe('/images/thumb.webp');
  });

  test('images with another scheme keep their alt text and get an empty address', async () => {
    const images = openingTags(await renderFixture('images'), 'img');
    expect(attribute(images[2]!, 'alt')).toBe('Data URI');
    expect(attribute(images[2]!, 'src')).toBe('');
    expect(attribute(images[3]!, 'alt')).toBe('Script image');
    expect(attribute(images[3]!, 'src')).toBe('');
  });

  test('an image inside a link keeps both', async () => {
    const html = await renderMarkdown('[![Linked image](/images/thumb.webp)](https://example.com/full)');
    expect(html).toMatch(
      /<a href="https:\/\/example.com\/full"[^>]*><img src="\/images\/thumb.webp" alt="Linked image"/,
    );
  });
});
