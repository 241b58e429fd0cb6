import { describe, expect, it } from 'vitest';
import { books } from '@/content/books';
import { dailyReads, essays } from '@/content/readings';
import { photos } from '@/content/photos';
import { socialPosts } from '@/content/social-posts';
import { songs, youtubeSearchUrl } from '@/content/songs';
import { site } from '@/content/site';

const isHttpsUrl = (value: string) => new URL(value).protocol === 'https:';
const distinct = <T>(values: readonly T[]) => new Set(values).size;

describe('content counts (spec 9)', () => {
  it('has 6 books, 6 daily-read links, 12 photos, 6 posts and 21 songs', () => {
    expect(books).toHaveLength(6);
    expect(dailyReads.links).toHaveLength(6);
    expect(photos).toHaveLength(12);
    expect(socialPosts).toHaveLength(6);
    expect(songs).toHaveLength(21);
  });

  it('has no duplicates', () => {
    expect(distinct(books.map((book) => book.title))).toBe(books.length);
    expect(distinct(dailyReads.links.map((link) => link.url))).toBe(dailyReads.links.length);
    expect(distinct(photos.map((photo) => photo.caption))).toBe(photos.length);
    expect(distinct(photos.map((photo) => photo.src))).toBe(photos.length);
    expect(distinct(socialPosts.map((post) => post.url))).toBe(socialPosts.length);
    expect(distinct(songs.map((song) => song.youtubeUrl))).toBe(songs.length);
    expect(distinct(songs.map((song) => song.image))).toBe(songs.length);
  });
});

describe('books and reading resources', () => {
  it('gives every book a title, an author and a category', () => {
    for (const book of books) {
      expect(book.title.trim()).not.toBe('');
      expect(book.author.trim()).not.toBe('');
      expect(book.category.trim()).not.toBe('');
    }
  });

  it('links the essays with the label "Read Essays →" and carries a highlight note', () => {
    expect(essays.linkLabel).toBe('Read Essays →');
    expect(isHttpsUrl(essays.url)).toBe(true);
    expect(essays.highlight?.trim()).toBeTruthy();
  });

  it('names every newsletter and links it over https', () => {
    expect(dailyReads.title).toBe('Daily Reads');
    for (const link of dailyReads.links) {
      expect(link.name.trim()).not.toBe('');
      expect(isHttpsUrl(link.url)).toBe(true);
    }
  });
});

describe('social posts', () => {
  it('are posts of the profile behind "Follow for more insights"', () => {
    for (const post of socialPosts) {
      expect(post.url.startsWith(`${site.followProfileUrl}/status/`)).toBe(true);
      expect(post.text.trim()).not.toBe('');
      expect(post.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('songs', () => {
  it('link each song to a YouTube search for its title and artist', () => {
    for (const song of songs) {
      const url = new URL(song.youtubeUrl);
      expect(url.origin + url.pathname).toBe('https://www.youtube.com/results');
      expect(url.searchParams.get('search_query')).toBe(`${song.title} ${song.artist}`);
    }
  });

  it('encodes titles with punctuation safely', () => {
    const url = youtubeSearchUrl('Mr. Brightside & co?', 'The Killers');
    expect(url).toBe('https://www.youtube.com/results?search_query=Mr.+Brightside+%26+co%3F+The+Killers');
  });
});
