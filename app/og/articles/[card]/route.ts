import { site } from '@/content/site';
import { getArticleBySlug, getPublishedArticles } from '@/lib/articles';
import { articleCardFile, renderSocialCard } from '@/lib/seo/social-card';

// One social card per published article at /og/articles/{slug}.png, drawn at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

// A static export refuses a dynamic route that builds nothing: before the first article is published,
// one reserved file (no slug can contain "_") is built with the site's card.
const NO_ARTICLES_YET = '_none';

export async function generateStaticParams() {
  const cards = (await getPublishedArticles()).map((article) => ({ card: articleCardFile(article.slug) }));
  return cards.length > 0 ? cards : [{ card: articleCardFile(NO_ARTICLES_YET) }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const slug = card.replace(/\.png$/, '');
  if (slug === NO_ARTICLES_YET) return renderSocialCard({ title: site.siteName, eyebrow: site.jobTitle });
  const article = await getArticleBySlug(slug);
  if (!article) throw new Error(`No published article "${slug}" for the social card ${card}`);
  return renderSocialCard({ title: article.title, eyebrow: article.category });
}
