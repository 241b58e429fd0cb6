/**
 * The build's link check: every link in a published article that points into this site (a path from the
 * root, a `#fragment`, or the site's own origin) must lead to a page the build produced and, with a
 * fragment, to an element with that id on it. Run over the built site (scripts/check-article-links.mjs),
 * so "a page the build produced" is exactly what is about to be deployed. External links are not checked.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
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
  const body = findElement(parsePage(html), (element) => 'dataArticleBody' in element.properties);
  if (!body) return [];
  const links: string[] = [];
  walk(body, (element) => {
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    // The heading anchors the site adds point at their own heading: always there, nothing to check.
    if (typeof href === 'string' && !('dataSectionLink' in element.properties)) links.push(href);
  });
  return links;
}

/** The ids on a page. */
export function pageIds(html: string): Set<string> {
  const ids = new Set<string>();
  walk(parsePage(html), (element) => {
    if (typeof element.properties.id === 'string') ids.add(element.properties.id);
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
        problems.push(`${article.origin}: link ${shown} leads to no page of the site (${target.pathname})`);
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

/** Where a link goes when it stays on this site; undefined for any other address. */
export function internalTarget(href: string, fromPath: string, origin: string): Target | undefined {
  let url: URL;
  const base = new URL(fromPath, `${origin}/`);
  if (href.startsWith('#')) url = new URL(href, base);
  else if (href.startsWith('/') && !href.startsWith('//')) url = new URL(href, base);
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
 * The page's elements, without the text of its scripts and styles. Next.js writes each page's data into inline
 * scripts, and its CSS is inline in the head: together about four fifths of an article page's bytes, which
 * parse5 tokenises character by character (most of the link check's time on a 1000-article site). That text
 * holds no element, link or id, so the check reads the same page. A script's or style's text ends at the first
 * `</script` or `</style` (the HTML tokenizer's own rule); the data Next.js and React inline escapes `<`.
 */
function parsePage(html: string): Root {
  return fromHtml(html.replace(RAW_TEXT, '$1$3'));
}

const RAW_TEXT = /(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2[^>]*>)/gi;

function walk(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    visit(child);
    walk(child.tagName === 'template' && child.content ? (child.content as unknown as Element) : child, visit);
  }
}

function findElement(node: Root | Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}
