import { describe, expect, test } from 'vitest';
import { safeUrl } from '@/lib/markdown/safe-url';

describe('safeUrl (spec 5)', () => {
  test.each([
    'http://example.com',
    'https://example.com/path?q=1#frag',
    'irc://irc.example.net/channel',
    'ircs://irc.example.net/channel',
    'mailto:someone@example.com',
    'xmpp:someone@example.com',
  ])('keeps an allowed scheme: %s', (address) => {
    expect(safeUrl(address)).toBe(address);
  });

  test.each([
    '/articles/x',
    './notes.md',
    '../up',
    '#section',
    '?page=2',
    '/a:b',
    'path/with:colon',
    '?q=a:b',
    '#a:b',
    '',
  ])('keeps an address without a scheme: %s', (address) => {
    expect(safeUrl(address)).toBe(address);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  JaVaScRiPt:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000 javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'tel:+15555550123',
    'notes.md:1',
  ])('replaces any other scheme with an empty string: %j', (address) => {
    expect(safeUrl(address)).toBe('');
  });

  test('compares schemes case-insensitively and returns the scheme in lower case', () => {
    expect(safeUrl('HTTPS://EXAMPLE.COM/Path')).toBe('https://EXAMPLE.COM/Path');
    expect(safeUrl('MailTo:someone@example.com')).toBe('mailto:someone@example.com');
    expect(safeUrl('XMPP:someone@example.com')).toBe('xmpp:someone@example.com');
  });

  test('reads an allowed address the way the browser does: leading spaces and controls, tabs and newlines go', () => {
    expect(safeUrl('  https://example.com')).toBe('https://example.com');
    expect(safeUrl('\u0001https://example.com')).toBe('https://example.com');
    expect(safeUrl('ht\ttps://exa\nmple.com')).toBe('https://example.com');
    expect(safeUrl(' /relative')).toBe('/relative');
  });
});
