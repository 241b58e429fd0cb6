import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/articles/ArticleView';
import { getArticleBySlug, getArticleOrigin, getPublishedArticles } from '@/lib/articles';
import { prepareArticlesImages } from '@/lib/article-images/articles';
import { writeArticleOrigins } from '@/lib/articles/origins-file';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { neighbours, relatedArticles } from '@/lib/articles/onward';
import { articleContents } from '@/lib/markdown/contents';
import { renderAhead, renderedArticle } from '@/lib/markdown/render-ahead';
import { JsonLd } from '@/components/seo/JsonLd';
import { withPreviewBanner } from '@/components/preview/PreviewBanner';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { articleMetadata } from '@/lib/seo/page-metadata';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

// One page per published article, all built ahead; any other slug is answered by the not-found page.
export const dynamicParams = false;

// Before the first article is published, the one reserved address of lib/articles/empty-routes.ts.

export async function generateStaticParams() {
  const articles = await getPublishedArticles();
  // Every article image, checked and ready before any page renders: a bad one stops the build here.
  // Where each article came from, for the build errors that name it.
  const origins = await Promise.all(
    articles.map(async ({ slug }) => ({
      pathname: `/articles/${slug}`,
      origin: (await getArticleOrigin(slug)) ?? `article ${slug}`,
    })),
  );
  await prepareArticlesImages(articles, (_article, index) => origins[index]!.origin);
  // For the link check over the built site (scripts/check-article-links.mjs).
  await writeArticleOrigins(origins);
  // From here on the build renders the articles' markdown on another thread, ahead of their pages.
  renderAhead(articles.map(({ slug, content }) => ({ key: slug, markdown: content })));
  const params = articles.map(({ slug }) => ({ slug }));
  return params.length > 0 ? params : [{ slug: EMPTY_ROUTE_PARAM }];
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = await getArticleBySlug((await params).slug);
  return article ? articleMetadata(article) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = await getArticleBySlug((await params).slug);
  if (!article) notFound();
  const articles = await getPublishedArticles();
  const { html, headings } = await renderedArticle(article.slug, article.content);
  return withPreviewBanner(
    <>
      <JsonLd data={blogPostingJsonLd(article)} />
      <ArticleView
        article={article}
        html={html}
        contents={articleContents(headings)}
        {...neighbours(articles, article.slug)}
        related={relatedArticles(articles, article)}
      />
    </>,
    article.preview,
    article.previewNotes,
  );
}
