/** The articles the preview tests write: a published one, a draft and a scheduled one, as files and as rows. */
import type { ArticleRowInput } from '../../support/articles-db';

export const PUBLISHED = { slug: 'preview-published', title: 'A Published Article' };
export const DRAFT = { slug: 'preview-draft', title: 'A Draft in Progress' };
export const SCHEDULED = { slug: 'preview-scheduled', title: 'A Scheduled Launch Note', date: 'January 15, 2099' };

/** Name → contents of the markdown files for the files suite. */
export const ARTICLE_FILES: Record<string, string> = {
  'published.md': file(PUBLISHED, 'true', '2025-03-14', 'The published words.'),
  'draft.md': file(DRAFT, 'false', '2025-06-01', 'The first words of the draft.'),
  'scheduled.md': file(SCHEDULED, 'true', '2099-01-15', 'Words for later.'),
};

function file(article: { slug: string; title: string }, isPublished: string, date: string, body: string): string {
  return [
    '---',
    `title: "${article.title}"`,
    `slug: ${article.slug}`,
    'excerpt: "An excerpt."',
    'category: "Career"',
    'tags: [preview-tests]',
    `is_published: ${isPublished}`,
    `published_at: ${date}`,
    '---',
    body,
    '',
  ].join('\n');
}

export const SUPABASE_ROWS: ArticleRowInput[] = [
  { ...row(PUBLISHED), content: 'The published words.', published_at: '2025-03-14T00:00:00Z' },
  { ...row(DRAFT), content: 'The first words of the draft.', is_published: false, published_at: null },
  { ...row(SCHEDULED), content: 'Words for later.', published_at: '2099-01-15T00:00:00Z' },
];

function row({ slug, title }: { slug: string; title: string }) {
  return { slug, title, excerpt: 'An excerpt.', category: 'Career', tags: ['preview-tests'] };
}
