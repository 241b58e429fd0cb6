import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { PageIntro } from '@/components/page/PageIntro';
import { CaseStudyList } from '@/components/case-studies/CaseStudyList';
import { getCaseStudies } from '@/lib/case-studies';
import { coverImage, prepareCaseStudiesImages } from '@/lib/case-studies/images';
import { pageMetadata } from '@/lib/seo/page-metadata';

const description = 'The work behind the figures: the problem, my role, what we tried, and what changed.';

export const metadata: Metadata = pageMetadata({ title: 'Case studies', description, path: '/case-studies' });

export default async function Page() {
  const caseStudies = await getCaseStudies();
  await prepareCaseStudiesImages(caseStudies);
  const cards = await Promise.all(
    caseStudies.map(async (caseStudy) => ({ caseStudy, cover: await coverImage(caseStudy) })),
  );
  return (
    <PageContainer>
      <PageTitle>Case studies</PageTitle>
      <PageIntro>{description}</PageIntro>
      {cards.length > 0 ? <CaseStudyList cards={cards} /> : <p>No case studies yet.</p>}
    </PageContainer>
  );
}
