import { describe, expect, it } from 'vitest';
import { toIsoUtc } from '@/lib/articles/published-at';
import {
  ArticleValidationError,
  isPublished,
  toArticle,
  toArticles,
  type RawArticleRecord,
} from '@/lib/articles/schema';
import { parseArticleFile } from '@/lib/articles/sources/markdown';

function record(fields: Record<string, unknown>, origin = 'content/articles/example.md'): RawArticleRecord {
  return {
    origin,
    fallbackId: 'example.md',
    fields: {
      title: 'Why roadmaps lie',
      slug: 'why-roadmaps-lie',
      category: 'Product Management',
      is_published: true,
      published_at: '2025-03-14',
      content: 'Body text.',
      ...fields,
    },
  };
}

function problemsOf(action: () => unknown): { origin: string; field: string; message: string }[] {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleValidationError);
    return (error as ArticleValidationError).problems;
  }
  throw new Error('expected the article to be rejected');
}

describe('toArticle', () => {
  it('turns a valid record into an Article with the app names and the reading time', () => {
    const words = Array.from({ length: 401 }, (_, index) => `word${index}`).join(' ');
    expect(
      toArticle(record({ excerpt: '  A short excerpt. ', tags: ['roadmaps', 'discovery'], content: words })),
    ).toEqual({
      id: 'example.md',
      title: 'Why roadmaps lie',
      slug: 'why-roadmaps-lie',
      excerpt: 'A short excerpt.',
      content: words,
      category: 'Product Management',
      tags: ['roadmaps', 'discovery'],
      isPublished: true,
      publishedAt: '2025-03-14T00:00:00.000Z',
      readingTimeMinutes: 3,
    });
  });

  it('uses the row id when there is one, and an empty list and no excerpt when they are absent', () => {
    const article = toArticle(record({ id: 42, excerpt: null, tags: null, content: null }));
    expect(article.id).toBe('42');
    expect(article.tags).toEqual([]);
    expect(article).not.toHaveProperty('excerpt');
    expect(article.content).toBe('');
  });

  it('keeps one of each tag as first written: two spellings of one tag page would show two chips to it', () => {
    const tags = ['SQL', 'Feature Flags', 'sql', 'feature-flags', '!!!', '!!!', '??', 'Roadmaps'];
    expect(toArticle(record({ tags })).tags).toEqual(['SQL', 'Feature Flags', '!!!', '??', 'Roadmaps']);
  });

  it('treats an empty excerpt as no excerpt', () => {
    expect(toArticle(record({ excerpt: '   ' }))).not.toHaveProperty('excerpt');
  });

  it.each(['title', 'slug', 'category', 'published_at'])('names the file and the field when %s is missing', (field) => {
    const problems = problemsOf(() => toArticle(record({ [field]: undefined })));
    expect(problems).toEqual([{ origin: 'content/articles/example.md', field: `"${field}"`, message: 'is required' }]);
  });

  it.each(['title', 'slug', 'category', 'published_at'])('treats an empty (null) %s as missing', (field) => {
    expect(problemsOf(() => toArticle(record({ [field]: null })))[0]?.message).toBe('is required');
  });

  it('rejects a blank title', () => {
    expect(problemsOf(() => toArticle(record({ title: '   ' })))).toEqual([
      expect.objectContaining({ field: '"title"', message: 'must not be empty' }),
    ]);
  });

  it.each(['Why-Roadmaps', 'why--roadmaps', '-why', 'why-', 'why roadmaps', 'why_roadmaps', 'pourquoi-été', 'a/b', ''])(
    'rejects the slug %j',
    (slug) => {
      const [problem] = problemsOf(() => toArticle(record({ slug })));
      expect(problem?.field).toBe('"slug"');
      expect(problem?.message).toContain('lowercase letters, digits and single hyphens');
      expect(problem?.message).toContain(JSON.stringify(slug));
    },
  );

  it.each(['page', 'tags'])('rejects the reserved slug %j, naming the file or row and the field', (slug) => {
    expect(problemsOf(() => toArticle(record({ slug })))).toEqual([
      {
        origin: 'content/articles/example.md',
        field: '"slug"',
        message: `must not be "page" or "tags", which the article list and tag pages use as addresses (got "${slug}")`,
      },
    ]);
    expect(() => toArticle(record({ slug }, `Supabase row with slug "${slug}" (id 7)`))).toThrow(
      `Supabase row with slug "${slug}" (id 7): "slug" must not be "page" or "tags"`,
    );
  });

  it.each(['a', '2025', 'why-roadmaps-lie', 'top-10-tips', 'pages', 'tags-and-labels', 'page-2'])(
    'accepts the slug %j',
    (slug) => {
      expect(toArticle(record({ slug })).slug).toBe(slug);
    },
  );

  it.each(['2025-02-30', '2025-13-01', '2023-02-29', '2025-03-14T24:00:00Z', 'March 14, 2025', '14/03/2025', 'soon'])(
    'rejects the date %j',
    (publishedAt) => {
      const [problem] = problemsOf(() => toArticle(record({ published_at: publishedAt })));
      expect(problem).toMatchObject({ field: '"published_at"' });
      expect(problem?.message).toContain('must be a real date');
    },
  );

  it('rejects a date that is not text or a Date', () => {
    expect(problemsOf(() => toArticle(record({ published_at: 20250314 })))[0]?.field).toBe('"published_at"');
  });

  it.each([
    ['a single string', 'roadmaps'],
    ['a list with a number', ['roadmaps', 7]],
    ['a list with an empty item', ['roadmaps', ' ']],
    ['a mapping', { first: 'roadmaps' }],
  ])('rejects tags given as %s', (_, tags) => {
    const [problem] = problemsOf(() => toArticle(record({ tags })));
    expect(problem?.field).toBe('"tags"');
  });

  it('rejects a category outside the fixed list, naming the allowed ones', () => {
    const [problem] = problemsOf(() => toArticle(record({ category: 'Product management' })));
    expect(problem?.field).toBe('"category"');
    expect(problem?.message).toBe(
      'must be one of "Product Management", "Career", "Entrepreneurship" (got "Product management")',
    );
  });

  it('lists every bad field of a record, not just the first', () => {
    const problems = problemsOf(() => toArticle(record({ title: undefined, slug: 'Bad Slug', tags: 'x' })));
    expect(problems.map((problem) => problem.field)).toEqual(['"title"', '"slug"', '"tags"']);
  });

  it('writes a message that names the origin and the field on one line', () => {
    expect(() => toArticle(record({ slug: 'Bad Slug' }, 'Supabase row with slug "Bad Slug" (id 7)'))).toThrow(
      /Supabase row with slug "Bad Slug" \(id 7\): "slug" must be lowercase/,
    );
  });
});

describe('toArticles', () => {
  it('rejects a slug used twice, naming both files and the field', () => {
    const problems = problemsOf(() =>
      toArticles([
        record({ slug: 'same' }, 'content/articles/first.md'),
        record({ slug: 'other' }, 'content/articles/other.md'),
        record({ slug: 'same' }, 'content/articles/second.md'),
      ]),
    );
    expect(problems).toEqual([
      {
        origin: 'content/articles/second.md',
        field: '"slug"',
        message: 'must be unique: "same" is also the slug of content/articles/first.md',
      },
    ]);
  });

  it('collects the problems of every article into one error', () => {
    const problems = problemsOf(() =>
      toArticles([
        record({ title: undefined }, 'content/articles/a.md'),
        record({ slug: 'fine' }, 'content/articles/b.md'),
        record({ category: 'Cooking', slug: 'c' }, 'content/articles/c.md'),
      ]),
    );
    expect(problems.map(({ origin, field }) => `${origin} ${field}`)).toEqual([
      'content/articles/a.md "title"',
      'content/articles/c.md "category"',
    ]);
  });
});

describe('isPublished', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', false],
    [1, false],
    [undefined, false],
    [null, false],
  ])('is_published %j publishes: %j', (flag, expected) => {
    expect(isPublished(record({ is_published: flag }))).toBe(expected);
  });
});

describe('toIsoUtc', () => {
  it.each([
    ['2025-03-14', '2025-03-14T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-03-14T09:30:00Z', '2025-03-14T09:30:00.000Z'],
    ['2025-03-14T09:30:00.123456+00:00', '2025-03-14T09:30:00.123Z'],
    ['2025-03-14T01:30:00+02:00', '2025-03-13T23:30:00.000Z'],
    ['2025-03-14 09:30', '2025-03-14T09:30:00.000Z'],
    ['2025-03-14T09:30:00-0530', '2025-03-14T15:00:00.000Z'],
    ['2025-03-14 00:00:00+00', '2025-03-14T00:00:00.000Z'],
  ])('reads %j as %j', (input, expected) => {
    expect(toIsoUtc(input)).toBe(expected);
  });

  it('accepts a valid Date and rejects an invalid one', () => {
    expect(toIsoUtc(new Date(Date.UTC(2025, 2, 14)))).toBe('2025-03-14T00:00:00.000Z');
    expect(toIsoUtc(new Date('nope'))).toBeNull();
  });

  it.each(['2025-02-29', '2025-04-31', '2025-00-10', '2025-03-14T12:60:00Z', '2025-03-14T12:00:00+25:00', '2025-3-14'])(
    'rejects %j',
    (input) => {
      expect(toIsoUtc(input)).toBeNull();
    },
  );
});

describe('front matter', () => {
  it('keeps YAML dates as text so an impossible date is caught instead of rolled over', () => {
    const fields = parseArticleFile('---\npublished_at: 2025-02-30\n---\nBody', 'x.md');
    expect(fields.published_at).toBe('2025-02-30');
    expect(problemsOf(() => toArticle(record({ published_at: fields.published_at })))[0]?.field).toBe('"published_at"');
  });

  it('reads is_published: true as the boolean and "true" or yes as text', () => {
    expect(parseArticleFile('---\nis_published: true\n---\n', 'x.md').is_published).toBe(true);
    expect(parseArticleFile('---\nis_published: "true"\n---\n', 'x.md').is_published).toBe('true');
    expect(parseArticleFile('---\nis_published: yes\n---\n', 'x.md').is_published).toBe('yes');
  });

  it('gives the body as content', () => {
    expect(parseArticleFile('---\ntitle: T\n---\n# Heading\n\nText', 'x.md')).toEqual({
      title: 'T',
      content: '# Heading\n\nText',
    });
  });

  it('names the file when the front matter is not valid YAML', () => {
    expect(() => parseArticleFile('---\ntitle: [unclosed\n---\nBody', 'content/articles/broken.md')).toThrow(
      /^content\/articles\/broken\.md: the front matter is not valid YAML: /,
    );
  });

  it('refuses JavaScript front matter instead of evaluating it', () => {
    (globalThis as { frontMatterRan?: boolean }).frontMatterRan = false;
    expect(() =>
      parseArticleFile('---js\n{ title: (globalThis.frontMatterRan = true) && "T" }\n---\nBody', 'evil.md'),
    ).toThrow(/only YAML front matter is supported/);
    expect((globalThis as { frontMatterRan?: boolean }).frontMatterRan).toBe(false);
  });

  it('refuses a key given twice', () => {
    expect(() => parseArticleFile('---\ntitle: A\ntitle: B\n---\n', 'twice.md')).toThrow(
      /twice\.md: the front matter is not valid YAML/,
    );
  });
});
