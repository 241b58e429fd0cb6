import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyView } from '@/components/case-studies/CaseStudyView';
import { JsonLd } from '@/components/seo/JsonLd';
import { withPreviewBanner } from '@/components/preview/PreviewBanner';
import { caseStudyPreview, caseStudyPreviewNotes, getCaseStudies, getCaseStudyBySlug } from '@/lib/case-studies';
import { isPreviewServer } from '@/lib/preview/preview-state';
import { ownerItem } from '@/lib/case-studies/home-cards';
import { prepareCaseStudiesImages } from '@/lib/case-studies/images';
import { EMPTY_ROUTE_PARAM } from '@/lib/articles/empty-routes';
import { CASE_STUDY_ORIGINS_FILE, writeArticleOrigins } from '@/lib/articles/origins-file';
import { articleContents } from '@/lib/markdown/contents';
import { renderArticle } from '@/lib/markdown/processor';
import { caseStudyMetadata, creativeWorkJsonLd } from '@/lib/seo/case-study-seo';

interface CaseStudyPageProps {
  params: Promise<{ slug: string }>;
}

// One page per published case study; any other slug is answered by the not-found page.
export const dynamicParams = false;

export async function generateStaticParams() {
  const caseStudies = await getCaseStudies();
  // Every image checked and prepared before a page renders: a bad one stops the build naming the file.
  await prepareCaseStudiesImages(caseStudies);
  // For the link check over the built site: links into the site from a case study must lead somewhere.
  await writeArticleOrigins(
    caseStudies.map(({ slug, origin }) => ({ pathname: `/case-studies/${slug}`, origin })),
    CASE_STUDY_ORIGINS_FILE,
  );
  const params = caseStudies.map(({ slug }) => ({ slug }));
  // With no case study, the reserved address that scripts/remove-empty-routes.mjs deletes after the build.
  return params.length > 0 ? params : [{ slug: EMPTY_ROUTE_PARAM }];
}

export async function generateMetadata({ params }: CaseStudyPageProps): Promise<Metadata> {
  const caseStudy = await getCaseStudyBySlug((await params).slug);
  return caseStudy ? caseStudyMetadata(caseStudy) : {};
}

export default async function CaseStudyPage({ params }: CaseStudyPageProps) {
  const caseStudy = await getCaseStudyBySlug((await params).slug);
  if (!caseStudy) notFound();
  // The articles' pipeline: sanitised, highlighted, images through the article image pipeline, heading ids.
  const { html, headings } = await renderArticle(caseStudy.content);
  const notes = isPreviewServer() ? await caseStudyPreviewNotes(caseStudy) : [];
  return withPreviewBanner(
    <>
      <JsonLd data={creativeWorkJsonLd(caseStudy)} />
      <CaseStudyView
        caseStudy={caseStudy}
        item={ownerItem(caseStudy.belongsTo)}
        html={html}
        contents={articleContents(headings)}
      />
    </>,
    caseStudyPreview(caseStudy),
    notes,
  );
}
