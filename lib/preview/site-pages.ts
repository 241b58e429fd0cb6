/**
 * The pages the site would have, worked out without `next build`, for check:articles' link rule: the
 * routes in app/ that take no parameter, the files in public/, and the article, list and tag pages of a
 * given set of articles. Pages of other dynamic routes are taken from a built site (out/) when there is one.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Article } from '@/lib/articles';
import { ARTICLES_PER_PAGE, laterListPages } from '@/lib/articles/list-pages';
import { tagPages, tagPath } from '@/lib/articles/tags';

/** Next's metadata files answer at an address of their own, not at their module's name. */
const METADATA_ROUTES: Record<string, string> = {
  'sitemap.ts': '/sitemap.xml',
  'robots.ts': '/robots.txt',
  'manifest.ts': '/manifest.webmanifest',
};

/** Addresses of app/'s routes without a dynamic segment, and of public/'s files. */
export function staticPages(root: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string, route: string[], visit: (name: string, route: string[], full: string) => void) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('[') || entry.name.startsWith('_')) continue;
        // Route groups "(name)" add nothing to the address.
        walk(full, entry.name.startsWith('(') ? route : [...route, entry.name], visit);
      } else visit(entry.name, route, full);
    }
  };
  walk(path.join(root, 'app'), [], (name, route) => {
    if (/^(page|route)\.[jt]sx?$/.test(name)) pages.add(`/${route.join('/')}`);
    else if (route.length === 0 && METADATA_ROUTES[name]) pages.add(METADATA_ROUTES[name]);
  });
  walk(path.join(root, 'public'), [], (name, route) => pages.add(`/${[...route, name].join('/')}`));
  return pages;
}

/** The article, list and tag pages (with each tag's later pages and feed) these articles give the site. */
export function articlePages(articles: readonly Article[]): Set<string> {
  const pages = new Set<string>(['/articles']);
  for (const article of articles) pages.add(`/articles/${article.slug}`);
  for (const page of laterListPages(articles.length)) pages.add(`/articles/page/${page}`);
  for (const tag of tagPages(articles)) {
    const base = tagPath(tag.slug);
    pages.add(base);
    pages.add(`${base}/feed.xml`);
    for (let page = 2; (page - 1) * ARTICLES_PER_PAGE < tag.articles.length; page += 1)
      pages.add(`${base}/page/${page}`);
  }
  return pages;
}

/** The file a built site (out/) has for an address, if any; never a file outside it. */
export function builtFile(outDir: string, pathname: string): string | undefined {
  const relative = pathname.replace(/^\/+/, '');
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, path.join(relative, 'index.html')];
  return candidates
    .map((candidate) => path.join(outDir, candidate))
    .find(
      (file) =>
        path.resolve(file).startsWith(path.resolve(outDir) + path.sep) && existsSync(file) && statSync(file).isFile(),
    );
}
