import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { WorkExperienceList, type WorkEntry } from '@/components/home/WorkExperienceList';
import { DurationLabel } from '@/components/home/DurationLabel';
import { WIDEST_DURATION_LABEL } from '@/lib/experience/duration';

const entries: WorkEntry[] = [
  { id: 'pay', techVertical: 'fintech', type: 'work', card: <p>Payments card</p> },
  { id: 'claims', techVertical: 'insurance', type: 'internship', card: <p>Claims card</p> },
];

/** The list items of the card list, each with whether it is hidden. */
function listedCards(html: string): { text: string; hidden: boolean }[] {
  const list = /<ul data-card-list="[^"]*">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li( hidden="")?><p>(.*?)<\/p><\/li>/g)].map((match) => ({
    text: match[2]!,
    hidden: match[1] !== undefined,
  }));
}

describe('WorkExperienceList', () => {
  it('lists every card with no chip pressed at first', () => {
    const html = renderToStaticMarkup(<WorkExperienceList entries={entries} />);
    expect(listedCards(html)).toEqual([
      { text: 'Payments card', hidden: false },
      { text: 'Claims card', hidden: false },
    ]);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(4);
    expect(html).not.toContain('No experiences match the selected filters.');
  });

  it('shows the empty message when no card matches the selected verticals', () => {
    const html = renderToStaticMarkup(
      <WorkExperienceList entries={entries} defaultFilters={{ verticals: new Set(['hrtech']), types: new Set() }} />,
    );
    expect(listedCards(html).every((card) => card.hidden)).toBe(true);
    expect(html).toContain('No experiences match the selected filters.');
    expect(html).toMatch(/aria-pressed="true"[^>]*>HRTech</);
  });

  it('applies the type filter kept in its state, which has no control on the page', () => {
    const html = renderToStaticMarkup(
      <WorkExperienceList
        entries={entries}
        defaultFilters={{ verticals: new Set(), types: new Set(['internship']) }}
      />,
    );
    expect(listedCards(html)).toEqual([
      { text: 'Payments card', hidden: true },
      { text: 'Claims card', hidden: false },
    ]);
    expect(html.match(/<button/g)).toHaveLength(4);
    expect(html).not.toMatch(/>(Work|Internship|Project)</);
  });
});

describe('DurationLabel', () => {
  it('pre-renders a fixed range with its label', () => {
    const html = renderToStaticMarkup(<DurationLabel dateText="January 2020 – February 2023" />);
    expect(html).toMatch(/<span data-duration-value="[^"]*">3 years, 2 months<\/span>/);
  });

  it('pre-renders a range to "Present" as an empty box sized for the widest label, never a stale count', () => {
    const html = renderToStaticMarkup(<DurationLabel dateText="03.2023 – Present" />);
    expect(html).toMatch(
      new RegExp(`<span data-duration-sizer="[^"]*" aria-hidden="true">${WIDEST_DURATION_LABEL}</span>`),
    );
    expect(html).toMatch(/<span data-duration-value="[^"]*"><\/span>/);
  });

  it('renders nothing for a date text in no known form', () => {
    expect(renderToStaticMarkup(<DurationLabel dateText="Summer 2019" />)).toBe('');
  });
});
