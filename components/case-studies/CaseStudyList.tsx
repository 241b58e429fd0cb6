import styled from 'styled-components';
import { SiteLink } from '@/components/ui/SiteLink';
import { theme, media } from '@/components/theme/theme';
import { caseStudyPath, caseStudyPreview, type CaseStudy } from '@/lib/case-studies';
import { withPreviewMark } from '@/components/preview/PreviewMark';
import type { CoverImage } from '@/lib/case-studies/images';
import { CaseStudyFacts, factsStyles } from './CaseStudyFacts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    overflow: hidden;
    padding-bottom: ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.card};
  }
  ${media.hover} {
    > li:hover {
      border-color: ${theme.color.accent};
    }
  }
  > li > :not(img) {
    margin: 0 ${theme.space.lg};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    /* The charts are drawn on white: keep them whole and legible in the dark scheme too. */
    background: ${theme.color.imageBackdrop};
    border-bottom: 1px solid ${theme.color.border};
  }
  h2 {
    margin-top: ${theme.space.xs};
    font-size: ${theme.fontSize.xl};
  }
  /* The title link covers the card: one click target, announced by its title. */
  h2 a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  ${media.hover} {
    h2 a:hover {
      text-decoration: underline;
    }
  }
  p {
    color: ${theme.color.textMuted};
  }
  ${factsStyles}
`;

export interface CaseStudyCardData {
  caseStudy: CaseStudy;
  cover?: CoverImage;
}

/** Cards as wide as half the page at most: the browser picks the cover's file from this. */
const COVER_SIZES = '(min-width: 72rem) 35rem, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)';

/** The case studies as cards: cover, title, summary, role and period (issue 30). */
export function CaseStudyList({ cards }: { cards: readonly CaseStudyCardData[] }) {
  return (
    <Cards>
      {cards.map(({ caseStudy, cover }, index) => (
        <li key={caseStudy.slug}>
          {cover && (
            // The static export has no image optimiser; the file and its srcset come from the article image pipeline.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={cover.src}
              srcSet={cover.srcSet}
              sizes={cover.srcSet ? COVER_SIZES : undefined}
              width={cover.width}
              height={cover.height}
              alt={cover.alt}
              // The first row may be in view on arrival; the others wait.
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          {withPreviewMark(
            <h2>
              <SiteLink href={caseStudyPath(caseStudy.slug)}>{caseStudy.title}</SiteLink>
            </h2>,
            caseStudyPreview(caseStudy),
          )}
          <p>{caseStudy.summary}</p>
          <CaseStudyFacts caseStudy={caseStudy} />
        </li>
      ))}
    </Cards>
  );
}
