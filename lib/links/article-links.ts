/**
 * The build's link check: every link in a published article that points into this site (a path from the
 * root, a relative path, a `#fragment`, or the site's own origin) must lead to a page the build produced and, with a
 * fragment, to an element with that id on it. Run over the built site (scripts/check-article-links.mjs),
 * so "a page the build produced" is exactly what is about to be deployed. External links are not checked.
 */
import { Parser } from 'htmlparser2';
import { SECTION_ID_PREFIX } from '@/lib/markdown/plugins/rehype-section-headings';

/** The built site as the check sees it. */
export interface BuiltSite {
  /** The site's public origin (SITE_URL), e.g. "https://noamcarter.example.com". */
  origin: string;
  /** Whether the build wrote a file for this path ("/articles/x" → articles/x.html, "/feed.xml", …). */
  hasPage(pathname: string): boolean;
  /** The HTML of the page at this path, for its ids; only asked for paths hasPage accepts. */
  pageHtml(pathname: string): string | undefined;
  /**
   * False for a page whose ids cannot be known, so links to its headings are not checked: check:articles
   * without a built site knows the other pages exist but not what is on them. Absent: every page's are known.
   */
  idsKnown?(pathname: string): boolean;
  /**
   * Why a path has no page, when the caller knows (check:articles: the address of a draft), added to the
   * message so the owner learns what to do rather than only that the link is broken.
   */
  missingReason?(pathname: string): string | undefined;
}

export interface ArticlePage {
  /** e.g. "/articles/signup-funnel-analysis-before-redesign" */
  pathname: string;
  /** What the build error names: the article's file, or its row. */
  origin: string;
  html: string;
}

/** Each link of the article's body (the element marked data-article-body), in order. */
export function articleBodyLinks(html: string): string[] {
  const links: string[] = [];
  // Elements open inside the body, the body itself included: 0 before it, and again once it has closed.
  let depth = 0;
  readElements(html, {
    open(name, attributes) {
      if (depth === 0) {
        if ('data-article-body' in attributes) depth = 1;
        return;
      }
      depth += 1;
      // The heading anchors the site adds point at their own heading: always there, nothing to check.
      if (name === 'a' && attributes.href !== undefined && !('data-section-link' in attributes)) {
        links.push(attributes.href);
      }
    },
    close(_name, stop) {
      // Nothing after the body is read: the rest of the page is mostly the text of Next.js's inline scripts.
      if (depth > 0 && --depth === 0) stop();
    },
  });
  return links;
}

/** The ids on a page. */
export function pageIds(html: string): Set<string> {
  const ids = new Set<string>();
  readElements(html, {
    open(_name, attributes) {
      if (attributes.id !== undefined) ids.add(attributes.id);
    },
  });
  return ids;
}

/**
 * One line per broken link: "{origin}: link {href} …". The articles may come one at a time (a generator that
 * reads each page as it is needed), so a site of thousands of articles is never all in memory at once.
 */
export function brokenArticleLinks(articles: Iterable<ArticlePage>, site: BuiltSite): string[] {
  const idsByPath = new Map<string, Set<string>>();
  const idsOf = (pathname: string, html?: string) => {
    let ids = idsByPath.get(pathname);
    if (!ids) {
      ids = pageIds(html ?? site.pageHtml(pathname) ?? '');
      idsByPath.set(pathname, ids);
    }
    return ids;
  };
  const problems: string[] = [];
  for (const article of articles) {
    for (const href of articleBodyLinks(article.html)) {
      const target = internalTarget(href, article.pathname, site.origin);
      if (!target) continue;
      const shown = asWritten(href);
      const samePage = target.pathname === article.pathname;
      if (!samePage && !site.hasPage(target.pathname)) {
        const why = site.missingReason?.(target.pathname);
        problems.push(
          `${article.origin}: link ${shown} leads to no page of the site (${target.pathname}${why ? `: ${why}` : ''})` +
            meantFromRoot(href, article.pathname, site),
        );
        continue;
      }
      if (target.fragment === undefined) continue;
      if (!samePage && site.idsKnown?.(target.pathname) === false) continue;
      const ids = samePage ? idsOf(article.pathname, article.html) : idsOf(target.pathname);
      if (!ids.has(target.fragment)) {
        const where = samePage ? 'this article' : target.pathname;
        problems.push(
          `${article.origin}: link ${shown} leads to no heading "${asWritten(`#${target.fragment}`)}" in ${where}`,
        );
      }
    }
  }
  return problems;
}

interface Target {
  pathname: string;
  fragment?: string;
}

/** An address with no scheme and no "/" or "#" first: a browser reads it from the page's own folder. */
const isRelativePath = (href: string) => href !== '' && !/^[a-z][a-z\d+.-]*:/i.test(href) && !/^[/#]/.test(href);

/**
 * " (did you mean "/articles/x"?)" for a relative link that misses while the same path from the site's root
 * is a page: "articles/x" written in /articles/a leads to /articles/articles/x.
 */
function meantFromRoot(href: string, fromPath: string, site: BuiltSite): string {
  if (!isRelativePath(href)) return '';
  const fromRoot = internalTarget(`/${href}`, fromPath, site.origin);
  return fromRoot && site.hasPage(fromRoot.pathname) ? ` (did you mean "${asWritten(`/${href}`)}"?)` : '';
}

/** Where a link goes when it stays on this site; undefined for any other address. */
export function internalTarget(href: string, fromPath: string, origin: string): Target | undefined {
  let url: URL;
  const base = new URL(fromPath, `${origin}/`);
  if (href.startsWith('#')) url = new URL(href, base);
  else if (href.startsWith('/') && !href.startsWith('//')) url = new URL(href, base);
  // Relative ("other-article", "../tags/sql"), resolved as the reader's browser will.
  else if (isRelativePath(href)) url = new URL(href, base);
  else {
    try {
      url = new URL(href);
    } catch {
      return undefined;
    }
    if (url.origin !== new URL(origin).origin) return undefined;
  }
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Left as written: no page has such a name, so it is reported.
  }
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (!url.hash || url.hash === '#') return { pathname };
  let fragment = url.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // As written.
  }
  return { pathname, fragment };
}

/** The build pointed authors' section links at the prefixed ids; the message shows what the author wrote. */
function asWritten(href: string): string {
  return href.replace(`#${SECTION_ID_PREFIX}`, '#');
}

/**
 * Reads a page's elements in document order with a streaming parser (htmlparser2), without building a tree:
 * the check reads a thousand pages of over 100 kB, most of it the text of inline scripts and styles, which
 * this parser skips to their end tag. Each element opened is reported closed, void elements and the end tags
 * HTML leaves implied (`<p>`, `<li>`) included; attribute names are lower-cased and character references
 * decoded, as in the DOM. Building a whole tree per page (parse5 and hast) took three and a half times as long.
 */
function readElements(
  html: string,
  on: {
    open(name: string, attributes: Record<string, string>): void;
    /** `stop` ends the reading: no element after this one is reported. */
    close?(name: string, stop: () => void): void;
  },
): void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    parser.pause();
  };
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (!stopped) on.open(name, attributes);
      },
      onclosetag: (name) => {
        if (!stopped) on.close?.(name, stop);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
}
