import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { slugify, uniqueSlugger } from '@/lib/text/slug';
import { visitElements } from './visit-elements';

/**
 * Every section id starts with this, so an article's headings can never take an id the page itself uses
 * ("main", a landmark's, an island's) nor name a global through the window's named properties (DOM
 * clobbering): authors write the heading, the id comes from it.
 */
export const SECTION_ID_PREFIX = 'section-';

/** A section heading of an article: the `##` and `###` an author wrote, as h2 and h3. */
export interface SectionHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

declare module 'vfile' {
  interface DataMap {
    /** The article's section headings, in order (see rehypeSectionHeadings). */
    sectionHeadings: SectionHeading[];
  }
}

export interface SectionHeadingsOptions {
  /** The site's own origin: absolute links to its articles are rewritten like relative ones. */
  siteOrigin: string;
}

const SECTION_LEVELS: Record<string, 2 | 3> = { h2: 2, h3: 3 };
/** Ids that are not sections' and links must keep: the footnotes' (remark-rehype prefixes them). */
const OTHER_IDS = /^user-content-|^footnote-label$/;
const ARTICLE_PATH = /^\/articles\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A fragment as the author wrote it (`what-we-measured`, `What-We-Measured`) → the section id it means. */
function sectionFragment(fragment: string): string {
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // A stray % stays as written.
  }
  if (decoded === '' || decoded.startsWith(SECTION_ID_PREFIX) || OTHER_IDS.test(decoded)) return fragment;
  const slug = slugify(decoded);
  return slug ? SECTION_ID_PREFIX + slug : fragment;
}

/**
 * An author's link to a section, in this article (`#what-we-measured`) or another
 * (`/articles/other#some-heading`, or the same with the site's origin), pointed at the prefixed id.
 * Any other address is returned as it is.
 */
export function sectionLink(href: string, siteOrigin: string): string {
  if (href.startsWith('#')) return `#${sectionFragment(href.slice(1))}`;
  const hash = href.indexOf('#');
  if (hash < 0) return href;
  const before = href.slice(0, hash);
  const path = before.startsWith(siteOrigin + '/') ? before.slice(siteOrigin.length) : before;
  if (!ARTICLE_PATH.test(path)) return href;
  return `${before}#${sectionFragment(href.slice(hash + 1))}`;
}

function isFootnotes(element: Element): boolean {
  return element.tagName === 'section' && 'dataFootnotes' in element.properties;
}

/** The heading, and after it the link to its section: shown on hover and keyboard focus (ArticleBody). */
function withSectionLink(heading: Element, id: string, text: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { dataSectionHeading: '' },
    children: [
      heading,
      {
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, dataSectionLink: '', ariaLabel: `Link to this section: ${text}` },
        children: [{ type: 'text', value: '#' }],
      },
    ],
  };
}

/**
 * Gives every h2 and h3 of an article an id from its text ("What we measured" → section-what-we-measured;
 * a repeated text gets -2, -3), stable from build to build; adds a link to each section beside its heading;
 * points the author's own section links at those ids; and records the headings in `file.data` for the
 * article's contents. Runs after sanitising and after the heading levels are settled: what it adds is the
 * pipeline's own markup, built from the text only.
 */
export function rehypeSectionHeadings({ siteOrigin }: SectionHeadingsOptions) {
  return (tree: Root, file: VFile) => {
    visitElements(tree, (element) => {
      const href = element.properties.href;
      if (element.tagName === 'a' && typeof href === 'string') element.properties.href = sectionLink(href, siteOrigin);
    });

    const nextSlug = uniqueSlugger();
    const headings: SectionHeading[] = [];
    const visit = (parent: Element | Root) => {
      parent.children = parent.children.map((child): ElementContent => {
        if (child.type !== 'element') return child as ElementContent;
        const level = SECTION_LEVELS[child.tagName];
        if (level === undefined) {
          if (!isFootnotes(child)) visit(child);
          return child;
        }
        const text = toString(child).trim();
        const id = SECTION_ID_PREFIX + nextSlug(text);
        child.properties.id = id;
        headings.push({ id, text, level });
        return withSectionLink(child, id, text);
      }) as typeof parent.children;
    };
    visit(tree);
    file.data.sectionHeadings = headings;
  };
}
