import { describe, expect, it } from 'vitest';
import { brokenArticleLinks, internalTarget, type BuiltSite } from '@/lib/links/article-links';
import { renderArticle } from '@/lib/markdown/processor';
import { site as siteSettings } from '@/content/site';

// The renderer points section links of the site's own origin at the prefixed ids, as for root paths.
const ORIGIN = siteSettings.url;

/** An article page as the site renders it: the rendered markdown inside the body element, in a page with ids. */
async function page(markdown: string) {
  const { html } = await renderArticle(markdown);
  return `<!doctype html><html><body><a href="#main">Skip</a><main id="main"><article><h1>T</h1><div data-article-body>${html}</div></article></main><footer id="site-footer"></footer></body></html>`;
}

async function siteWith(pages: Record<string, string>): Promise<BuiltSite> {
  return {
    origin: ORIGIN,
    hasPage: (pathname) => pathname in pages || pathname === '/feed.xml',
    pageHtml: (pathname) => pages[pathname],
  };
}

describe('links from articles into the site', () => {
  it('pass when they lead to pages and headings that exist, in any of the forms an author writes', async () => {
    const other = await page('## What we measured\n\nText.');
    const own = await page(
      [
        '## Intro',
        '',
        '[above](#intro) [other](/articles/other) [section](/articles/other#what-we-measured)',
        `[absolute](${ORIGIN}/articles/other#what-we-measured) [list](/articles?q=pricing) [feed](/feed.xml)`,
        '[home](/) [external](https://example.com/nope) [mail](mailto:a@b.example)',
      ].join('\n'),
    );
    const site = await siteWith({ '/': '<html></html>', '/articles': '<html></html>', '/articles/other': other });
    expect(
      brokenArticleLinks([{ pathname: '/articles/own', origin: 'content/articles/own.md', html: own }], site),
    ).toEqual([]);
  });

  it('name the article and the link for a page that does not exist and for a heading that does not', async () => {
    const other = await page('## What we measured\n\nText.');
    const own = await page(
      [
        '## Intro',
        '',
        '[typo](/articles/pricing-lesons) [unpublished](/articles/a-draft) [gone](/readingz)',
        `[absolute](${ORIGIN}/articles/nope) [fragment](/articles/other#what-we-measure) [here](#intr)`,
      ].join('\n'),
    );
    const site = await siteWith({ '/articles/other': other });
    expect(
      brokenArticleLinks([{ pathname: '/articles/own', origin: 'Supabase row 7 (slug own)', html: own }], site),
    ).toEqual([
      'Supabase row 7 (slug own): link /articles/pricing-lesons leads to no page of the site (/articles/pricing-lesons)',
      'Supabase row 7 (slug own): link /articles/a-draft leads to no page of the site (/articles/a-draft)',
      'Supabase row 7 (slug own): link /readingz leads to no page of the site (/readingz)',
      `Supabase row 7 (slug own): link ${ORIGIN}/articles/nope leads to no page of the site (/articles/nope)`,
      'Supabase row 7 (slug own): link /articles/other#what-we-measure leads to no heading "#what-we-measure" in /articles/other',
      'Supabase row 7 (slug own): link #intr leads to no heading "#intr" in this article',
    ]);
  });

  it('resolve a relative path as the browser will, and offer the path from the root when that is a page', async () => {
    const own = await page(
      '[neighbour](other) [up](../readings) [from the folder](articles/other) [file](other.md) [nowhere](nope)',
    );
    const site = await siteWith({ '/articles/other': '<html></html>', '/readings': '<html></html>' });
    expect(brokenArticleLinks([{ pathname: '/articles/own', origin: 'own.md', html: own }], site)).toEqual([
      'own.md: link articles/other leads to no page of the site (/articles/articles/other) (did you mean "/articles/other"?)',
      'own.md: link other.md leads to no page of the site (/articles/other.md)',
      'own.md: link nope leads to no page of the site (/articles/nope)',
    ]);
  });

  it('are only those of the body: the links around it (site header, related articles, footer) are not checked', async () => {
    const { html } = await renderArticle('[typo](/articles/pricing-lesons) and *[nested](/readingz)*');
    const own =
      '<!doctype html><html><body><header><a href="/not-a-page-before">Before</a></header><main id="main">' +
      `<article><div data-article-body><div>${html}</div></div>` +
      '<section><a href="/articles/not-a-page-after">Related</a></section></article></main>' +
      '<footer><a href="/not-a-page-in-the-footer">After</a></footer>' +
      '<script>self.__next_f.push([1,"<a href=\\"/not-a-page-in-a-script\\">"])</script></body></html>';
    expect(
      brokenArticleLinks([{ pathname: '/articles/own', origin: 'own.md', html: own }], await siteWith({})),
    ).toEqual([
      'own.md: link /articles/pricing-lesons leads to no page of the site (/articles/pricing-lesons)',
      'own.md: link /readingz leads to no page of the site (/readingz)',
    ]);
  });

  it('leave other addresses alone', () => {
    for (const href of ['https://example.com/x', '//cdn.example.com/x', 'mailto:a@b.example', 'xmpp:a@b.example', '']) {
      expect(internalTarget(href, '/articles/own', ORIGIN), href).toBeUndefined();
    }
    expect(internalTarget('/articles/x/#section-a%20b', '/articles/own', ORIGIN)).toEqual({
      pathname: '/articles/x',
      fragment: 'section-a b',
    });
  });
});
