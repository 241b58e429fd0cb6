import { describe, expect, it } from 'vitest';
import { photoFeed } from '@/lib/sharings/photo-feed';

const numbers = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

describe('photoFeed', () => {
  it('makes rows of three photos, each followed by a post, and keeps the posts left over', () => {
    const feed = photoFeed(numbers(12), ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(feed.rows).toEqual([
      { photos: [1, 2, 3], post: 'a' },
      { photos: [4, 5, 6], post: 'b' },
      { photos: [7, 8, 9], post: 'c' },
      { photos: [10, 11, 12], post: 'd' },
    ]);
    expect(feed.remainingPosts).toEqual(['e', 'f']);
  });

  it('leaves the last rows without a post when posts run out, and keeps a short last row', () => {
    const feed = photoFeed(numbers(7), ['a']);
    expect(feed.rows).toEqual([{ photos: [1, 2, 3], post: 'a' }, { photos: [4, 5, 6] }, { photos: [7] }]);
    expect(feed.remainingPosts).toEqual([]);
  });

  it('shows every post even without photos', () => {
    expect(photoFeed([], ['a', 'b'])).toEqual({ rows: [], remainingPosts: ['a', 'b'] });
  });

  it('rejects an empty row size', () => {
    expect(() => photoFeed(numbers(3), [], 0)).toThrow();
  });
});
