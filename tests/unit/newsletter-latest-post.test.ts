import { describe, expect, it } from 'vitest';
import { feedServiceFailure, formatPubDate, latestPostRequestUrl, readLatestPost } from '@/lib/newsletter/latest-post';

const item = {
  title: 'Roadmaps are promises',
  link: 'https://news.example/p/roadmaps',
  pubDate: '2025-03-14 09:30:00',
};

describe('latestPostRequestUrl', () => {
  it('passes the encoded feed address as rss_url', () => {
    expect(latestPostRequestUrl('https://noam.substack.com/feed?a=1&b=2')).toBe(
      'https://api.rss2json.com/v1/api.json?rss_url=https%3A%2F%2Fnoam.substack.com%2Ffeed%3Fa%3D1%26b%3D2',
    );
  });
});

describe('feedServiceFailure', () => {
  it('says why when the service could not read the feed, with its message', () => {
    expect(feedServiceFailure({ status: 'error', message: 'Cannot download this RSS feed', items: [] })).toBe(
      'The feed service could not read the feed (status "error"): Cannot download this RSS feed',
    );
    expect(feedServiceFailure({ items: [] })).toBe('The feed service could not read the feed (status null)');
  });

  it('is null for an answer that is ok, with or without items', () => {
    expect(feedServiceFailure({ status: 'ok', items: [] })).toBeNull();
    expect(
      feedServiceFailure({ status: 'ok', items: [{ title: 'x', link: 'https://x.substack.com/p/x' }] }),
    ).toBeNull();
  });
});

describe('readLatestPost', () => {
  it('takes the first item only', () => {
    const second = { ...item, title: 'Older post', link: 'https://news.example/p/older' };
    expect(readLatestPost({ status: 'ok', items: [item, second] })).toEqual(item);
  });

  it('is null unless the status is "ok"', () => {
    expect(readLatestPost({ status: 'error', message: 'rss_url is invalid', items: [item] })).toBeNull();
    expect(readLatestPost({ items: [item] })).toBeNull();
  });

  it('is null without items', () => {
    expect(readLatestPost({ status: 'ok', items: [] })).toBeNull();
    expect(readLatestPost({ status: 'ok' })).toBeNull();
    expect(readLatestPost({ status: 'ok', items: 'none' })).toBeNull();
    expect(readLatestPost(null)).toBeNull();
    expect(readLatestPost('ok')).toBeNull();
  });

  it('is null when the first item has no title or no web link', () => {
    expect(readLatestPost({ status: 'ok', items: [{ ...item, title: ' ' }] })).toBeNull();
    expect(readLatestPost({ status: 'ok', items: [{ ...item, link: undefined }] })).toBeNull();
    expect(readLatestPost({ status: 'ok', items: [{ ...item, link: 'javascript:alert(1)' }] })).toBeNull();
    expect(readLatestPost({ status: 'ok', items: [{ ...item, link: '/relative' }] })).toBeNull();
  });
});

describe('formatPubDate', () => {
  it('formats the service date as an en-US long date in UTC', () => {
    expect(formatPubDate('2025-03-14 09:30:00')).toEqual({ text: 'March 14, 2025', iso: '2025-03-14T09:30:00.000Z' });
    // Late in the UTC day: no time zone may move it to the next day.
    expect(formatPubDate('2025-03-14 23:59:00')?.text).toBe('March 14, 2025');
  });

  it("reads the feed's own RFC 822 dates too", () => {
    expect(formatPubDate('Fri, 14 Mar 2025 09:30:00 GMT')?.text).toBe('March 14, 2025');
  });

  it('is null for a date it cannot read', () => {
    expect(formatPubDate('')).toBeNull();
    expect(formatPubDate('soon')).toBeNull();
  });
});
