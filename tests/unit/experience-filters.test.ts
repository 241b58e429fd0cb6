import { describe, expect, it } from 'vitest';
import {
  attachmentLabel,
  filterExperiences,
  noFilters,
  toggled,
  verticalOptions,
  type ExperienceFilters,
} from '@/lib/experience/filters';
import type { ExperienceType, TechVertical } from '@/lib/experience/types';

const items: { id: string; techVertical: TechVertical; type: ExperienceType }[] = [
  { id: 'pay', techVertical: 'fintech', type: 'work' },
  { id: 'hire', techVertical: 'hrtech', type: 'work' },
  { id: 'grid', techVertical: 'defense-tech', type: 'work' },
  { id: 'claims', techVertical: 'insurance', type: 'internship' },
  { id: 'guild', techVertical: 'other', type: 'work' },
];

const ids = (filters: ExperienceFilters) => filterExperiences(items, filters).map((item) => item.id);

describe('filterExperiences', () => {
  it('lists everything when nothing is selected', () => {
    expect(ids(noFilters)).toEqual(['pay', 'hire', 'grid', 'claims', 'guild']);
  });

  it('lists only the items of the selected verticals', () => {
    expect(ids({ verticals: new Set(['hrtech']), types: new Set() })).toEqual(['hire']);
    expect(ids({ verticals: new Set(['fintech', 'insurance']), types: new Set() })).toEqual(['pay', 'claims']);
  });

  it('never lists "other" items once a vertical is selected', () => {
    expect(ids({ verticals: new Set(['fintech', 'hrtech', 'defense-tech', 'insurance']), types: new Set() })).toEqual([
      'pay',
      'hire',
      'grid',
      'claims',
    ]);
  });

  it('applies the hidden type filter together with the verticals', () => {
    expect(ids({ verticals: new Set(), types: new Set(['internship']) })).toEqual(['claims']);
    expect(ids({ verticals: new Set(['fintech', 'insurance']), types: new Set(['work']) })).toEqual(['pay']);
    expect(ids({ verticals: new Set(['hrtech']), types: new Set(['internship']) })).toEqual([]);
  });
});

describe('toggled', () => {
  it('adds a missing value and removes a present one, leaving the original alone', () => {
    const start = new Set(['fintech']);
    expect([...toggled(start, 'hrtech')]).toEqual(['fintech', 'hrtech']);
    expect([...toggled(start, 'fintech')]).toEqual([]);
    expect([...start]).toEqual(['fintech']);
  });
});

describe('verticalOptions', () => {
  it('are the four chips of the spec, in order, with their values', () => {
    expect(verticalOptions).toEqual([
      { value: 'fintech', label: 'FinTech' },
      { value: 'hrtech', label: 'HRTech' },
      { value: 'defense-tech', label: 'Defense Tech' },
      { value: 'insurance', label: 'Insurance' },
    ]);
  });
});

describe('attachmentLabel', () => {
  it('uses the given label, or a default per type', () => {
    expect(attachmentLabel({ type: 'press', url: 'https://x.example', label: 'Read the interview' })).toBe(
      'Read the interview',
    );
    expect(attachmentLabel({ type: 'github', url: 'https://x.example' })).toBe('View on GitHub');
    expect(attachmentLabel({ type: 'press', url: 'https://x.example', label: '  ' })).toBe('Read the press coverage');
    expect(attachmentLabel({ type: 'external', url: 'https://x.example' })).toBe('Learn more');
  });
});
