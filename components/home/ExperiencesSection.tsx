import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { experiences, experienceHighlights, experiencesSection } from '@/content/experiences';
import { projects } from '@/content/projects';
import { toolGroups } from '@/content/tools';
import { theme, media } from '@/components/theme/theme';
import { ExperienceCard } from './ExperienceCard';
import { ExperienceTabs, type ExperienceTab } from './ExperienceTabs';
import { ToolKit } from './ToolKit';
import { WorkExperienceList } from './WorkExperienceList';
import type { CardCaseStudy } from '@/lib/case-studies/home-cards';

const Section = styled.section`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xxl} ${theme.space.md};
  /* Focus lands here after "Explore My Experiences"; the section itself needs no ring. */
  &:focus {
    outline: none;
  }
`;

const Header = styled.header`
  max-width: ${theme.layout.readingWidth};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSize.xxl};
    ${media.md} {
      font-size: 2.25rem;
    }
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.lg};
  }
`;

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg};
  list-style: none;
  border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.accentSoft}, ${theme.color.surfaceMuted});
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xxs};
  }
  strong {
    color: ${theme.color.accentHover};
    font-family: ${theme.font.heading};
    font-size: ${theme.fontSize.xxl};
    line-height: 1.1;
  }
  span {
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
  }
`;

/** Tabs, Vertical filter chips and card lists: the islands render markup, this styles it. */
const TabsShell = styled.div`
  [role='tablist'] {
    display: flex;
    gap: ${theme.space.xxs};
    padding: ${theme.space.xxs};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceMuted};
    ${media.md} {
      display: inline-flex;
    }
  }
  [role='tab'] {
    flex: 1;
    min-height: 2.75rem;
    padding: ${theme.space.xs} ${theme.space.md};
    border: none;
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.color.textMuted};
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  ${media.hover} {
    [role='tab']:hover {
      color: ${theme.color.text};
    }
  }
  [role='tab'][aria-selected='true'] {
    background: ${theme.color.surface};
    color: ${theme.color.accent};
    box-shadow: ${theme.shadow.card};
  }
  /* Small screens show the short label, larger ones the full one. The hidden one is display: none, so each
     tab's accessible name is exactly the label a visitor sees (WCAG 2.5.3, label in name). */
  [data-tab-label='full'] {
    display: none;
  }
  ${media.md} {
    [data-tab-label='full'] {
      display: inline;
    }
    [data-tab-label='short'] {
      display: none;
    }
  }
  [role='tabpanel'] {
    padding-top: ${theme.space.lg};
    border-radius: ${theme.radius.md};
  }
  [data-filter-row] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.sm};
    margin-bottom: ${theme.space.lg};
  }
  [data-filter-label] {
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
  }
  [data-filter-row] ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [aria-pressed] {
    min-height: 2.5rem;
    padding: ${theme.space.xxs} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    font-weight: 500;
    cursor: pointer;
  }
  ${media.hover} {
    [aria-pressed]:hover {
      border-color: ${theme.color.accent};
    }
  }
  [aria-pressed='true'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
  /* A tick drawn with borders (generated text would join the button's accessible name). */
  [aria-pressed='true']::before {
    content: '';
    display: inline-block;
    width: 0.35rem;
    height: 0.7rem;
    margin-right: ${theme.space.xs};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-0.1rem) rotate(45deg);
  }
  [data-card-list] {
    display: grid;
    /* One column never wider than the section, even for a card holding a long word or address. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
    align-items: start;
    ${media.lg} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  [data-filter-status] p {
    margin: ${theme.space.lg} 0 0;
    color: ${theme.color.textMuted};
  }
`;

const Footer = styled.footer`
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  p {
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`;

function CardList({ items, caseStudies }: { items: typeof projects; caseStudies: CaseStudiesByItem }) {
  return (
    <ul data-card-list>
      {items.map((item) => (
        <li key={item.id}>
          <ExperienceCard item={item} caseStudy={caseStudies[item.id]} />
        </li>
      ))}
    </ul>
  );
}

/** Each card's case study, by the item's id (lib/case-studies/home-cards.ts). */
type CaseStudiesByItem = Readonly<Record<string, CardCaseStudy>>;

/**
 * The experiences section of the home page (SPEC.md 2): header, hero block, tabs and footer. A card with a
 * case study links to it.
 */
export function ExperiencesSection({ caseStudies = {} }: { caseStudies?: CaseStudiesByItem }) {
  const tabs: ExperienceTab[] = [
    {
      key: 'work',
      label: 'Work Experience',
      shortLabel: 'Work',
      panel: (
        <WorkExperienceList
          entries={experiences.map((item) => ({
            id: item.id,
            techVertical: item.techVertical,
            type: item.type,
            card: <ExperienceCard item={item} caseStudy={caseStudies[item.id]} />,
          }))}
        />
      ),
    },
    {
      key: 'projects',
      label: 'Projects & Research',
      shortLabel: 'Projects',
      panel: <CardList items={projects} caseStudies={caseStudies} />,
    },
    { key: 'toolkit', label: 'Tool Kit & Tech Stack', shortLabel: 'Tools', panel: <ToolKit groups={toolGroups} /> },
  ];

  return (
    <Section id="experiences" tabIndex={-1} aria-labelledby="experiences-title">
      <Header>
        <h2 id="experiences-title">{experiencesSection.title}</h2>
        <p>{experiencesSection.intro}</p>
      </Header>
      <Highlights aria-label={experiencesSection.highlightsLabel}>
        {experienceHighlights.map((highlight) => (
          <li key={highlight.label}>
            <strong>{highlight.value}</strong>
            <span>{highlight.label}</span>
          </li>
        ))}
      </Highlights>
      <TabsShell>
        <ExperienceTabs tabs={tabs} label={experiencesSection.title} />
      </TabsShell>
      <Footer>
        <p>
          {experiencesSection.footer.text}{' '}
          <SiteLink href={experiencesSection.footer.linkHref}>{experiencesSection.footer.linkLabel} →</SiteLink>
          {Object.keys(caseStudies).length > 0 && (
            <>
              {' '}
              <SiteLink href={experiencesSection.footer.caseStudiesHref}>
                {experiencesSection.footer.caseStudiesLabel} →
              </SiteLink>
            </>
          )}
        </p>
      </Footer>
    </Section>
  );
}
