import { describe, expect, it } from 'vitest';
import { chipColors, tint } from '@/lib/experience/tool-colors';

describe('tint', () => {
  it('mixes a colour with white', () => {
    expect(tint('#000000', 0)).toBe('#ffffff');
    expect(tint('#000000', 1)).toBe('#000000');
    expect(tint('#1d4ed8', 0.1)).toBe('#e8edfb');
    expect(tint('#FF0000', 0.5)).toBe('#ff8080');
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => tint('blue', 0.5)).toThrow(/#rrggbb/);
    expect(() => tint('#abc', 0.5)).toThrow(/#rrggbb/);
  });
});

describe('chipColors', () => {
  it('keeps the accent for the dot and pales it for the background and border', () => {
    expect(chipColors('#dc2626')).toEqual({
      dot: '#dc2626',
      background: tint('#dc2626', 0.1),
      border: tint('#dc2626', 0.45),
    });
  });
});
