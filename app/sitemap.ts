import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { getPublishedArticles } from '@/lib/articles';
import { laterListPages, listPagePath } from '@/lib/articles/list-pages';
import { laterTagPages, tagPages, tagPath } from '@/lib/articles/tags';
import { staticRoutes } from '@/lib/seo/site-routes';
import { caseStudyPath, getCaseStudies } from '@/lib/case-studies';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getPublishedArticles();
  const newest = articles[0]?.publishedAt;
  const caseStudies = await getCaseStudies();
  return [
    ...staticRoutes.map((path) => ({
      url: new URL(path, site.url).toString(),
      // The article list changes when an article is published; the other pages have no date to give.
      ...(path === '/articles' && newest ? { lastModified: newest } : {}),
    })),
    // Case studies carry no date of publication to give.
    ...(staticRoutes.includes('/case-studies') ? [] : [{ url: new URL('/case-studies', site.url).toString() }]),
    ...caseStudies.map(({ slug }) => ({ url: new URL(caseStudyPath(slug), site.url).toString() })),
    ...articles.map((article) => ({
      url: new URL(`/articles/${article.slug}`, site.url).toString(),
      lastModified: article.publishedAt,
    })),
    // Pages 2 and later of the list (/articles is page 1), which change with every article published.
    ...laterListPages(articles.length).map((page) => ({
      url: new URL(listPagePath(page), site.url).toString(),
      ...(newest ? { lastModified: newest } : {}),
    })),
    // A tag page changes when an article with that tag is published: the newest one's date.
    ...tagPages(articles).map((page) => ({
      url: new URL(tagPath(page.slug), site.url).toString(),
      lastModified: page.articles[0]!.publishedAt,
    })),
    // Pages 2 and later of a tag page shift with every article published under the tag, like page 1.
    ...laterTagPages(articles).map(({ tag, page }) => ({
      url: new URL(tagPath(tag.slug, page), site.url).toString(),
      lastModified: tag.articles[0]!.publishedAt,
    })),
  ];
}
