import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from '@/lib/articles/reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

describe('readingTimeMinutes', () => {
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words take %i minutes (words / 200, rounded up)', (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it('splits on any whitespace and ignores leading, trailing and repeated whitespace', () => {
    const text = `\n\t ${words(200).replaceAll(' ', ' \n\t  ')} \n`;
    expect(readingTimeMinutes(text)).toBe(1);
    expect(readingTimeMinutes(`${text} one-more`)).toBe(2);
  });

  it('counts markdown syntax as it stands, as the spec splits the content on whitespace', () => {
    expect(readingTimeMinutes(`# Title\n\n${words(199)}`)).toBe(2);
  });

  it('is zero for empty content', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes(' \n ')).toBe(0);
  });
});
