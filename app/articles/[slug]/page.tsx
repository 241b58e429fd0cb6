import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/articles/ArticleView';
import { getArticleBySlug, getPublishedArticles } from '@/lib/articles';
import { articleHtml, renderAhead } from '@/lib/markdown/render-ahead';
import { JsonLd } from '@/components/seo/JsonLd';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { articleMetadata } from '@/lib/seo/page-metadata';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

// One page per published article, all built ahead; any other slug is answered by the not-found page.
export const dynamicParams = false;

// A static export refuses a dynamic route that builds no page. Before the first article is published,
// the route builds one reserved address that no article can have (slugs use only lowercase letters,
// digits and hyphens), which renders as not found.
const NO_ARTICLES_YET = '_none';

export async function generateStaticParams() {
  const articles = await getPublishedArticles();
  // From here on the build renders the articles' markdown on another thread, ahead of their pages.
  renderAhead(articles.map(({ slug, content }) => ({ key: slug, markdown: content })));
  const params = articles.map(({ slug }) => ({ slug }));
  return params.length > 0 ? params : [{ slug: NO_ARTICLES_YET }];
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = await getArticleBySlug((await params).slug);
  return article ? articleMetadata(article) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = await getArticleBySlug((await params).slug);
  if (!article) notFound();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(article)} />
      <ArticleView article={article} html={await articleHtml(article.slug, article.content)} />
    </>
  );
}
