/**
 * Case study images go through the article image pipeline: the body's images and the cover are prepared
 * (checked, converted, sized) before any page renders, so a bad one stops the build naming the file, and the
 * pages refer only to the site's own files (the CSP allows no other image host).
 */
import { ArticleImagesBuildError } from '@/lib/article-images/articles';
import { prepareSiteImage } from '@/lib/article-images/site';
import type { PreparedImage } from '@/lib/article-images/prepare';
import { articleImageAddresses } from '@/lib/markdown/processor';
import type { CaseStudy } from './types';

/** A cover as a page draws it. */
export interface CoverImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

type Prepare = (address: string) => Promise<PreparedImage>;

/** Every image of every case study, prepared; one line per problem, naming the file and the address. */
export async function prepareCaseStudiesImages(
  caseStudies: readonly CaseStudy[],
  prepare: Prepare = prepareSiteImage,
): Promise<void> {
  const problems = await Promise.all(
    caseStudies.map(async (caseStudy) => {
      const addresses = await articleImageAddresses(caseStudy.content);
      const settled = await Promise.allSettled([
        ...addresses.map((address) => prepare(address).then(() => undefined)),
        ...(caseStudy.cover ? [prepare(caseStudy.cover.src).catch((error) => Promise.reject(coverError(error)))] : []),
      ]);
      return settled.flatMap((result) =>
        result.status === 'rejected' ? [`${caseStudy.origin}: image ${reason(result.reason)}`] : [],
      );
    }),
  );
  const all = problems.flat();
  if (all.length > 0) throw new ArticleImagesBuildError(all);
}

/**
 * The cover's prepared file (already made by prepareCaseStudiesImages during the build). The dev server
 * serves no prepared files, so there the cover keeps the author's address, as article images do.
 */
export async function coverImage(
  caseStudy: CaseStudy,
  prepare: Prepare = prepareSiteImage,
): Promise<CoverImage | undefined> {
  if (!caseStudy.cover) return undefined;
  const prepared = await prepare(caseStudy.cover.src);
  const keepAddress = process.env.NODE_ENV === 'development';
  return {
    src: keepAddress ? caseStudy.cover.src : prepared.src,
    ...(prepared.srcset && !keepAddress ? { srcSet: prepared.srcset } : {}),
    width: prepared.width,
    height: prepared.height,
    alt: caseStudy.cover.alt,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const coverError = (error: unknown) => new Error(`${reason(error)} (the "cover" field)`);
