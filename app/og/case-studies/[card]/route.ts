import { site } from '@/content/site';
import { getCaseStudies, getCaseStudyBySlug } from '@/lib/case-studies';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { CASE_STUDY_EYEBROW, caseStudyCardFile } from '@/lib/seo/case-study-seo';
import { renderSocialCard } from '@/lib/seo/social-card';

// One social card per published case study at /og/case-studies/{slug}.png, drawn like an article's.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const cards = (await getCaseStudies()).map(({ slug }) => ({ card: caseStudyCardFile(slug) }));
  return cards.length > 0 ? cards : [{ card: caseStudyCardFile(EMPTY_ROUTE_PARAM) }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const slug = card.replace(/\.png$/, '');
  if (slug === EMPTY_ROUTE_PARAM) return renderSocialCard({ title: site.siteName, eyebrow: site.jobTitle });
  const caseStudy = await getCaseStudyBySlug(slug);
  if (!caseStudy) throw new Error(`No published case study "${slug}" for the social card ${card}`);
  // Keyed apart from the article cards, which the build may have drawn ahead under their slugs.
  return renderSocialCard({ title: caseStudy.title, eyebrow: CASE_STUDY_EYEBROW }, `case-study:${slug}`);
}
