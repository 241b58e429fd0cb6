/**
 * What crawlers and link previews get from a case study page: title, description, canonical address, its
 * own social card (drawn like an article's), and CreativeWork structured data with the owner as author.
 */
import type { Metadata } from 'next';
import { site } from '@/content/site';
import { caseStudyPath, type CaseStudy } from '@/lib/case-studies';
import { pageMetadata } from './page-metadata';
import { SOCIAL_CARD_SIZE } from './social-card/paths';

/** Where a case study's social card is published: /og/case-studies/{slug}.png. */
export const caseStudyCardFile = (slug: string) => `${slug}.png`;
export const caseStudyCardPath = (slug: string) => `/og/case-studies/${caseStudyCardFile(slug)}`;

/** The card's small line above the title. */
export const CASE_STUDY_EYEBROW = 'Case study';

export function caseStudyMetadata(caseStudy: CaseStudy): Metadata {
  const base = pageMetadata({
    title: caseStudy.title,
    description: caseStudy.summary,
    path: caseStudyPath(caseStudy.slug),
  });
  const image = {
    url: caseStudyCardPath(caseStudy.slug),
    alt: `${caseStudy.title}, ${CASE_STUDY_EYEBROW.toLowerCase()}`,
    ...SOCIAL_CARD_SIZE,
    type: 'image/png',
  };
  return {
    ...base,
    openGraph: { ...base.openGraph, type: 'article', authors: [site.ownerName], images: [image] },
    twitter: { ...base.twitter, images: [image] },
  };
}

export function creativeWorkJsonLd(caseStudy: CaseStudy): Record<string, unknown> {
  const url = new URL(caseStudyPath(caseStudy.slug), site.url).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: caseStudy.title,
    headline: caseStudy.title,
    description: caseStudy.summary,
    author: { '@type': 'Person', name: site.ownerName, url: new URL('/', site.url).toString() },
    url,
    mainEntityOfPage: url,
    image: new URL(caseStudyCardPath(caseStudy.slug), site.url).toString(),
    // The period as written ("06.2023 – 05.2024"); schema.org's temporalCoverage takes free text.
    temporalCoverage: caseStudy.period,
  };
}
