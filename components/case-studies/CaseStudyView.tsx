import styled from 'styled-components';
import { SiteLink } from '@/components/ui/SiteLink';
import { SITE_FOOTER_ID } from '@/components/layout/SiteFooter';
import { ArrowLeftIcon } from '@/components/icons/UiIcons';
import { ArticleBody } from '@/components/articles/ArticleBody';
import { ArticleContents } from '@/components/articles/ArticleContents';
import { backLinkStyles, readingLayoutStyles } from '@/components/articles/article-styles';
import { theme, media } from '@/components/theme/theme';
import type { CaseStudy } from '@/lib/case-studies';
import type { ContentsEntry } from '@/lib/markdown/contents';
import type { ExperienceItem } from '@/lib/experience/types';
import { experienceAnchor } from '@/lib/case-studies/home-cards';
import { CaseStudyFacts, factsStyles } from './CaseStudyFacts';
import { CaseStudyMetrics } from './CaseStudyMetrics';

// The article page's layout and contents styles (components/articles/article-styles.ts).
const Shell = styled.div`
  ${readingLayoutStyles}
`;

const BackLink = styled(SiteLink)`
  ${backLinkStyles}
  justify-self: start;
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
      <BackLink href="/case-studies" data-screen-only>
        <ArrowLeftIcon />
        Case studies
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
