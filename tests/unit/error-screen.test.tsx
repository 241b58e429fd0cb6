import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import RouteError from '@/app/error';
import GlobalError from '@/app/global-error';

describe('error boundaries', () => {
  it('the route boundary reads "Unexpected Application Error!" and offers a retry', () => {
    const html = renderToStaticMarkup(<RouteError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Try again');
    expect(html).not.toContain('boom');
  });

  it('the root boundary renders a whole document with the same screen', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('Unexpected Application Error!');
  });
});
