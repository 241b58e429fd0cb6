import styled from 'styled-components';
import type { ExperienceItem } from '@/lib/experience/types';
import { attachmentLabel, typeLabels } from '@/lib/experience/filters';
import { theme, media } from '@/components/theme/theme';
import { DurationLabel } from './DurationLabel';
import { ExperienceCardDetails } from './ExperienceCardDetails';
import { CalendarSmallIcon, CaseStudyIcon, ExternalLinkIcon } from './CardIcons';
import { SiteLink } from '@/components/ui/SiteLink';
import { caseStudyPath } from '@/lib/case-studies';
import { experienceHeadingId, type CardCaseStudy } from '@/lib/case-studies/home-cards';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  height: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  /* On paper nothing can be expanded: a printed card holds what "Show more" reveals, and stays on one page. */
  @media print {
    break-inside: avoid;
    box-shadow: none;
    [data-brief] {
      display: none;
    }
    [data-details][hidden] {
      display: block;
    }
  }
  header {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.sm};
  }
  header img {
    flex-shrink: 0;
    width: 48px;
    height: 48px;
    border-radius: ${theme.radius.sm};
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
  [data-company] {
    margin: 0;
    color: ${theme.color.textMuted};
    font-weight: 500;
  }
  p {
    margin: 0;
  }
  [data-when],
  [data-location] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xxs} ${theme.space.xs};
    /* At least one line tall before its text arrives: a slow connection can paint the row with only its
       16 px icon, which would then move down when the taller line of text beside it came in. */
    min-height: 1lh;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  [data-when] svg,
  [data-location] svg {
    flex-shrink: 0;
  }
  [data-details] ul {
    margin: ${theme.space.xs} 0 0;
    padding-left: 1.25rem;
  }
  [data-details] li + li {
    margin-top: ${theme.space.xxs};
  }
  [aria-expanded] {
    align-self: flex-start;
    padding: ${theme.space.xxs} 0;
    border: none;
    background: none;
    color: ${theme.color.accent};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
  ${media.hover} {
    [aria-expanded]:hover {
      color: ${theme.color.accentHover};
    }
  }
  /* A link, not another expander: an icon and no underline set it apart from "Show more" above it. */
  [data-case-study] {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
    align-self: flex-start;
    font-weight: 600;
    text-decoration: none;
  }
  ${media.hover} {
    [data-case-study]:hover {
      text-decoration: underline;
    }
  }
  [data-attachment] {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
    align-self: flex-start;
    font-weight: 500;
  }
`;

const TypeBadge = styled.span`
  flex-shrink: 0;
  margin-left: auto;
  padding: 0.125rem ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  &[data-type='work'] {
    background: ${theme.color.workSoft};
    color: ${theme.color.work};
  }
  &[data-type='project'] {
    background: ${theme.color.projectSoft};
    color: ${theme.color.project};
  }
  &[data-type='internship'] {
    background: ${theme.color.internshipSoft};
    color: ${theme.color.internship};
  }
`;

/** The 2x logo sits beside the 1x file as name@2x.webp. */
function logoSrcSet(logo: string): string {
  return `${logo} 1x, ${logo.replace(/\.webp$/, '@2x.webp')} 2x`;
}

/**
 * One job, internship or project (SPEC.md 2, Experience card), with a link to its case study when it has
 * one. That link's name starts with its visible text (WCAG 2.5.3) and names the case study, so several
 * such links on the page are told apart.
 */
export function ExperienceCard({ item, caseStudy }: { item: ExperienceItem; caseStudy?: CardCaseStudy }) {
  return (
    <Card aria-labelledby={experienceHeadingId(item.id)}>
      <header>
        {/* The company name is written beside it, so the logo is decorative. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={item.logo} srcSet={logoSrcSet(item.logo)} width={48} height={48} alt="" loading="lazy" />
        <div>
          <h3 id={experienceHeadingId(item.id)}>{item.position}</h3>
          <p data-company>{item.company}</p>
        </div>
        <TypeBadge data-type={item.type}>{typeLabels[item.type]}</TypeBadge>
      </header>
      <p data-when>
        <CalendarSmallIcon />
        <span>{item.date}</span>
        <DurationLabel dateText={item.date} />
      </p>
      <ExperienceCardDetails
        briefDescription={item.briefDescription}
        location={item.location}
        descriptionLines={item.description.split('\n').filter((line) => line.trim() !== '')}
      />
      {caseStudy && (
        <SiteLink data-case-study href={caseStudyPath(caseStudy.slug)}>
          <CaseStudyIcon />
          Read the case study
          <span className="visually-hidden"> about {caseStudy.title}</span>
        </SiteLink>
      )}
      {item.attachment && (
        <a data-attachment href={item.attachment.url} target="_blank" rel="noopener noreferrer">
          {attachmentLabel(item.attachment)}
          <span className="visually-hidden"> (opens in a new tab)</span>
          <ExternalLinkIcon />
        </a>
      )}
    </Card>
  );
}
