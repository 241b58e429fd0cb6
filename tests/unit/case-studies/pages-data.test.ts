import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { coverImage, prepareCaseStudiesImages } from '@/lib/case-studies/images';
import { caseStudyMetadata, creativeWorkJsonLd } from '@/lib/seo/case-study-seo';
import type { CaseStudy } from '@/lib/case-studies';
import type { PreparedImage } from '@/lib/article-images/prepare';

const caseStudy: CaseStudy = {
  slug: 'selling-first',
  title: 'Selling first, paperwork later',
  summary: 'Signup conversion rose to 13.8%.',
  role: 'Senior Product Manager',
  period: '06.2023 – 05.2024',
  periodStart: '2023-06',
  belongsTo: { kind: 'company', id: 'payora' },
  metrics: [],
  cover: { src: '/images/case-studies/chart.png', alt: 'A chart' },
  content: 'Text.\n\n![Chart](/images/case-studies/body.png)\n',
  isPublished: true,
  origin: 'content/case-studies/selling-first.md',
};

const absolute = (address: string) => new URL(address, site.url).toString();

/** Prepares every address but those named, which fail as a missing file would. */
function prepareExcept(...missing: string[]) {
  const asked: string[] = [];
  const prepare = async (address: string): Promise<PreparedImage> => {
    asked.push(address);
    if (missing.includes(address)) throw new Error(`${address}: not found`);
    return {
      src: '/article-images/0123456789abcdef-704.webp',
      srcset: 'a 704w, b 1408w',
      width: 704,
      height: 396,
      files: [],
    };
  };
  return { prepare, asked };
}

describe('case study images', () => {
  it('prepares the body images and the cover of every case study', async () => {
    const { prepare, asked } = prepareExcept();
    await prepareCaseStudiesImages([caseStudy], prepare);
    expect(asked.sort()).toEqual(['/images/case-studies/body.png', '/images/case-studies/chart.png']);
  });

  it('stops with one line per bad image, naming the file, the address and the cover field', async () => {
    const { prepare } = prepareExcept('/images/case-studies/body.png', '/images/case-studies/chart.png');
    await expect(prepareCaseStudiesImages([caseStudy], prepare)).rejects.toThrow(
      [
        '2 article images cannot be published; nothing was built:',
        '  content/case-studies/selling-first.md: image /images/case-studies/body.png: not found',
        '  content/case-studies/selling-first.md: image /images/case-studies/chart.png: not found (the "cover" field)',
      ].join('\n'),
    );
  });

  it("gives the cover the prepared file's address, srcset and size, with the author's alt text", async () => {
    expect(await coverImage(caseStudy, prepareExcept().prepare)).toEqual({
      src: '/article-images/0123456789abcdef-704.webp',
      srcSet: 'a 704w, b 1408w',
      width: 704,
      height: 396,
      alt: 'A chart',
    });
    expect(await coverImage({ ...caseStudy, cover: undefined }, prepareExcept().prepare)).toBeUndefined();
  });
});

describe('case study metadata', () => {
  it('has the title, summary as description, canonical address and its own social card', () => {
    const metadata = caseStudyMetadata(caseStudy);
    expect(metadata.title).toBe(caseStudy.title);
    expect(metadata.description).toBe(caseStudy.summary);
    expect(metadata.alternates?.canonical).toBe('/case-studies/selling-first');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: '/case-studies/selling-first',
      authors: [site.ownerName],
      images: [{ url: '/og/case-studies/selling-first.png', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ images: [{ url: '/og/case-studies/selling-first.png' }] });
  });

  it('describes the page to crawlers as a CreativeWork by the owner', () => {
    expect(creativeWorkJsonLd(caseStudy)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: caseStudy.title,
      headline: caseStudy.title,
      description: caseStudy.summary,
      author: { '@type': 'Person', name: site.ownerName, url: absolute('/') },
      url: absolute('/case-studies/selling-first'),
      mainEntityOfPage: absolute('/case-studies/selling-first'),
      image: absolute('/og/case-studies/selling-first.png'),
      temporalCoverage: '06.2023 – 05.2024',
    });
  });
});
