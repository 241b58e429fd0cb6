import type { Metadata } from 'next';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { HeroSection } from '@/components/home/HeroSection';
import { ExperiencesSection } from '@/components/home/ExperiencesSection';
import { HomeNewsletterSignup } from '@/components/home/HomeNewsletterSignup';
import { JsonLd } from '@/components/seo/JsonLd';
import { personJsonLd } from '@/lib/seo/json-ld';
import { getCaseStudies } from '@/lib/case-studies';
import { caseStudiesByItem } from '@/lib/case-studies/home-cards';

export const metadata: Metadata = {
  ...pageMetadata({ title: site.siteName, description: site.description, path: '/' }),
  // The home page's title is the site name alone, not "Name | Name".
  title: { absolute: `${site.siteName} | ${site.jobTitle}` },
};

export default async function HomePage() {
  const caseStudies = caseStudiesByItem(await getCaseStudies());
  return (
    <>
      <JsonLd data={personJsonLd()} />
      <HeroSection />
      <HomeNewsletterSignup />
      <ExperiencesSection caseStudies={caseStudies} />
    </>
  );
}
