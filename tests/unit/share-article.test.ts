import { describe, expect, test, vi } from 'vitest';
import { shareArticle } from '@/components/articles/share-article';

const data = { title: 'Pricing lessons', url: 'https://example.com/articles/pricing' };

function clipboard(fails = false) {
  return { writeText: vi.fn(async () => (fails ? Promise.reject(new Error('denied')) : undefined)) };
}

describe('shareArticle (spec 8)', () => {
  test('with native share: shares the title and the address, and copies nothing', async () => {
    const share = vi.fn(async () => undefined);
    const board = clipboard();
    expect(await shareArticle(data, { share, clipboard: board })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Pricing lessons', url: 'https://example.com/articles/pricing' });
    expect(board.writeText).not.toHaveBeenCalled();
  });

  test('when native share fails: copies the address', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const board = clipboard();
    expect(await shareArticle(data, { share, clipboard: board })).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith('https://example.com/articles/pricing');
  });

  test('when the visitor closes the share sheet: nothing else happens', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const board = clipboard();
    expect(await shareArticle(data, { share, clipboard: board })).toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();
  });

  test('without native share: copies the address', async () => {
    const board = clipboard();
    expect(await shareArticle(data, { clipboard: board })).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith('https://example.com/articles/pricing');
  });

  test('when copying fails, or there is no clipboard: copy-failed', async () => {
    expect(await shareArticle(data, { clipboard: clipboard(true) })).toBe('copy-failed');
    expect(await shareArticle(data, {})).toBe('copy-failed');
    const share = vi.fn(async () => Promise.reject(new Error('share failed')));
    expect(await shareArticle(data, { share, clipboard: clipboard(true) })).toBe('copy-failed');
  });
});
