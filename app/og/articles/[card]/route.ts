import { getArticleBySlug, getPublishedArticles } from '@/lib/articles';
import { articleCardFile, renderSocialCard } from '@/lib/seo/social-card';

// One social card per published article at /og/articles/{slug}.png, drawn at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getPublishedArticles()).map((article) => ({ card: articleCardFile(article.slug) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const slug = card.replace(/\.png$/, '');
  const article = await getArticleBySlug(slug);
  if (!article) throw new Error(`No published article "${slug}" for the social card ${card}`);
  return renderSocialCard({ title: article.title, eyebrow: article.category });
}
