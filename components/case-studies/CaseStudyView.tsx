import styled from 'styled-components';
import { SiteLink } from '@/components/ui/SiteLink';
import { LinkPendingSpinner } from '@/components/ui/LinkPendingSpinner';
import { SITE_FOOTER_ID } from '@/components/layout/SiteFooter';
import { ArrowLeftIcon } from '@/components/icons/UiIcons';
import { ArticleBody } from '@/components/articles/ArticleBody';
import { ArticleContents } from '@/components/articles/ArticleContents';
import { theme, media } from '@/components/theme/theme';
import type { CaseStudy } from '@/lib/case-studies';
import type { ContentsEntry } from '@/lib/markdown/contents';
import type { ExperienceItem } from '@/lib/experience/types';
import { experienceAnchor } from '@/lib/case-studies/home-cards';
import { CaseStudyFacts, factsStyles } from './CaseStudyFacts';
import { CaseStudyMetrics } from './CaseStudyMetrics';

/** Wide enough for the contents column beside the reading column (as on article pages). */
const wide = `@media (min-width: ${1200}px)`;

/*
 * The article page's layout: a reading column in the middle and, on wide screens, the contents in a column
 * to its right (components/articles/ArticleView.tsx; the contents styles are the same).
 */
const Shell = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) min(${theme.layout.readingWidth}, 100%) minmax(0, 1fr);
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxxl};
  ${media.md} {
    padding-top: ${theme.space.xl};
  }
  > * {
    grid-column: 2;
  }
  > article {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    > * {
      grid-column: 2;
    }
  }
  details[data-contents] {
    margin-bottom: ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  details[data-contents] summary {
    padding: ${theme.space.sm} ${theme.space.md};
    font-weight: 600;
    cursor: pointer;
  }
  details[data-contents] nav {
    padding: 0 ${theme.space.md} ${theme.space.md};
  }
  nav[data-contents='column'] {
    display: none;
  }
  [data-contents] ol {
    margin: 0;
    padding-left: ${theme.space.md};
    list-style: none;
  }
  [data-contents] > ol,
  [data-contents] nav > ol {
    padding-left: 0;
  }
  [data-contents] li {
    margin-top: ${theme.space.xs};
  }
  [data-contents] a {
    color: ${theme.color.textMuted};
    text-decoration: none;
  }
  [data-contents] a:hover {
    color: ${theme.color.accent};
    text-decoration: underline;
  }
  [data-contents-title] {
    margin: 0;
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
  }
  ${wide} {
    > article > header {
      grid-row: 1;
    }
    > article > [data-article-body] {
      grid-row: 2;
    }
    > article > footer {
      grid-row: 3;
    }
    details[data-contents] {
      display: none;
    }
    nav[data-contents='column'] {
      display: block;
      grid-column: 3;
      grid-row: 2;
      align-self: start;
      position: sticky;
      top: calc(${theme.layout.headerHeight} + ${theme.space.xl});
      margin-left: ${theme.space.xl};
      padding-left: ${theme.space.md};
      border-left: 1px solid ${theme.color.border};
      font-size: ${theme.fontSize.sm};
    }
  }
`;

const BackLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.xs} ${theme.space.sm};
  margin-left: calc(-1 * ${theme.space.sm});
  border-radius: ${theme.radius.pill};
  color: ${theme.color.textMuted};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.text};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.xl};
  padding-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
  [data-eyebrow] {
    margin: 0;
    color: ${theme.color.accentHover};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  h1 {
    margin: 0;
    font-size: ${theme.fontSize.display};
  }
  [data-lede] {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.lg};
    line-height: 1.5;
    ${media.md} {
      font-size: ${theme.fontSize.xl};
    }
  }
  ${factsStyles}
`;

const Footer = styled.footer`
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
  a {
    font-weight: 600;
  }
`;

interface CaseStudyViewProps {
  caseStudy: CaseStudy;
  /** The experience or project card it belongs to. */
  item: ExperienceItem;
  html: string;
  contents: ContentsEntry[] | null;
}

/** One case study: title, summary, role, period, the figure row, the body, and the way back to its card. */
export function CaseStudyView({ caseStudy, item, html, contents }: CaseStudyViewProps) {
  const kind = caseStudy.belongsTo.kind === 'company' ? 'experience' : 'project';
  return (
    <Shell>
      {/* As on article pages: the first paint waits for the whole page, so the body is laid out once. */}
      <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      <BackLink href="/case-studies">
        <ArrowLeftIcon />
        Case studies
        <LinkPendingSpinner />
      </BackLink>
      <article>
        <Header>
          <p data-eyebrow>Case study · {item.company}</p>
          <h1>{caseStudy.title}</h1>
          <p data-lede>{caseStudy.summary}</p>
          <CaseStudyFacts caseStudy={caseStudy} />
          <CaseStudyMetrics metrics={caseStudy.metrics} />
        </Header>
        {contents && <ArticleContents entries={contents} />}
        <ArticleBody html={html} slug={caseStudy.slug} />
        <Footer>
          {/* A document load, not a client-side move: the home page opens the tab holding the card on arrival. */}
          <a href={experienceAnchor(item.id)}>
            See the {kind} on the home page: {item.position}
          </a>
        </Footer>
      </article>
    </Shell>
  );
}
