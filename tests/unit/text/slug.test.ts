import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlugger } from '@/lib/text/slug';

describe('slugify', () => {
  it('lowercases and turns every run of other characters into one hyphen, none at the ends', () => {
    expect(slugify('What We Measured')).toBe('what-we-measured');
    expect(slugify('  Pricing: the 3 lessons (2024)!  ')).toBe('pricing-the-3-lessons-2024');
    expect(slugify('feature-flags')).toBe('feature-flags');
    expect(slugify('Feature  Flags')).toBe('feature-flags');
    expect(slugify('A/B tests & p-values')).toBe('a-b-tests-p-values');
    expect(slugify('snake_case_name')).toBe('snake-case-name');
  });

  it('keeps letters and digits of any script', () => {
    expect(slugify('Café Crème')).toBe('café-crème');
    expect(slugify('Über Produkte')).toBe('über-produkte');
  });

  it('is empty for text without a letter or digit', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });
});

describe('uniqueSlugger', () => {
  it('numbers repeated texts -2, -3 in order, and steps over slugs other text already took', () => {
    const next = uniqueSlugger();
    expect(['Results', 'Results', 'Results 2', 'Results'].map(next)).toEqual([
      'results',
      'results-2',
      'results-2-2',
      'results-3',
    ]);
  });

  it('gives text with no letters or digits the fallback, numbered likewise', () => {
    const next = uniqueSlugger('section');
    expect(['???', '!!!', 'Section'].map(next)).toEqual(['section', 'section-2', 'section-3']);
  });

  it('is the same from run to run for the same texts', () => {
    const texts = ['Intro', 'Setup', 'Intro', 'Results'];
    expect(texts.map(uniqueSlugger())).toEqual(texts.map(uniqueSlugger()));
  });
});
