import { site } from '@/content/site';
import { getArticleBySlug, getPublishedArticles, type Article } from '@/lib/articles';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { articleCardFile, drawCardsAhead, renderSocialCard, type SocialCardInput } from '@/lib/seo/social-card';

// One social card per published article at /og/articles/{slug}.png, drawn at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

// Before the first article is published, the one reserved address of lib/articles/empty-routes.ts (a
// card the build then removes).

const cardOf = (article: Article): SocialCardInput => ({ title: article.title, eyebrow: article.category });

export async function generateStaticParams() {
  const articles = await getPublishedArticles();
  // From here on the build draws the cards on another thread, ahead of their routes.
  drawCardsAhead(articles.map((article) => ({ key: article.slug, input: cardOf(article) })));
  const cards = articles.map((article) => ({ card: articleCardFile(article.slug) }));
  return cards.length > 0 ? cards : [{ card: articleCardFile(EMPTY_ROUTE_PARAM) }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const slug = card.replace(/\.png$/, '');
  if (slug === EMPTY_ROUTE_PARAM) return renderSocialCard({ title: site.siteName, eyebrow: site.jobTitle });
  const article = await getArticleBySlug(slug);
  if (!article) throw new Error(`No published article "${slug}" for the social card ${card}`);
  return renderSocialCard(cardOf(article), article.slug);
}
