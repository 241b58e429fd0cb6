import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudyStore, type CaseStudyStoreOptions } from '@/lib/case-studies/store';
import { caseStudiesByItem } from '@/lib/case-studies/home-cards';

let cwd: string;

beforeEach(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'case-studies-'));
  await mkdir(path.join(cwd, 'content/case-studies'), { recursive: true });
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

interface Front {
  slug: string;
  period?: string;
  published?: unknown;
  owner?: string;
}

function file({ slug, period = '06.2023 – 05.2024', published = true, owner = 'company: payora' }: Front) {
  return [
    '---',
    `title: "Case ${slug}"`,
    `slug: ${slug}`,
    'summary: "What changed."',
    'role: "Product lead"',
    `period: "${period}"`,
    owner,
    `is_published: ${String(published)}`,
    '---',
    '',
    `The story of ${slug}.`,
  ].join('\n');
}

async function write(name: string, text: string, dir = 'content/case-studies') {
  await writeFile(path.join(cwd, dir, name), text);
}

function store(options: CaseStudyStoreOptions = {}) {
  const logs: string[] = [];
  const warnings: string[] = [];
  return {
    logs,
    warnings,
    store: createCaseStudyStore({
      cwd,
      env: {},
      log: (line) => logs.push(line),
      warn: (line) => warnings.push(line),
      ...options,
    }),
  };
}

describe('the case study store', () => {
  it('reads the published files, newest period first, and leaves drafts out', async () => {
    await write(
      'older.md',
      file({ slug: 'older', period: 'April 2022 – October 2023', owner: 'project: salary-compass' }),
    );
    await write('newer.md', file({ slug: 'newer', period: '03.2023 – Present' }));
    await write('draft.md', file({ slug: 'draft', published: false }));
    await write('README.md', '# not a case study');
    const { store: cases, logs } = store();
    const all = await cases.getCaseStudies();
    expect(all.map(({ slug }) => slug)).toEqual(['newer', 'older']);
    expect(all[0]).toMatchObject({
      content: '\nThe story of newer.',
      isPublished: true,
      origin: 'content/case-studies/newer.md',
    });
    expect(await cases.getCaseStudyBySlug('draft')).toBeNull();
    expect(await cases.getCaseStudyBySlug('older')).toMatchObject({ title: 'Case older' });
    expect(await cases.getCaseStudyFor({ kind: 'project', id: 'salary-compass' })).toMatchObject({ slug: 'older' });
    expect(await cases.getCaseStudyFor({ kind: 'company', id: 'hirewise' })).toBeNull();
    expect(logs).toEqual(['[case-studies] 2 published case studies from content/case-studies']);
    expect(caseStudiesByItem(all)).toEqual({
      payora: { slug: 'newer', title: 'Case newer' },
      'salary-compass': { slug: 'older', title: 'Case older' },
    });
  });

  it('includes drafts, validated and marked, when a preview asks for them', async () => {
    await write('live.md', file({ slug: 'live' }));
    await write('draft.md', file({ slug: 'draft', published: false }));
    const { store: cases, logs } = store({ includeDrafts: true });
    expect((await cases.getCaseStudies()).map(({ slug, isPublished }) => [slug, isPublished])).toEqual([
      ['draft', false],
      ['live', true],
    ]);
    expect(logs).toEqual(['[case-studies] 1 published case study and 1 draft from content/case-studies']);
  });

  it('does not validate a draft it leaves out, and warns about a look-alike of true', async () => {
    await write('broken-draft.md', file({ slug: 'Not A Slug', published: false, owner: 'company: nobody' }));
    await write('quoted.md', file({ slug: 'quoted', published: '"true"' }));
    const { store: cases, warnings } = store();
    expect(await cases.getCaseStudies()).toEqual([]);
    expect(warnings).toEqual([
      '[case-studies] content/case-studies/quoted.md: is_published is "true", not the boolean true, so it is treated as a draft and left out (write true, without quotes, to publish it).',
    ]);
  });

  it('stops on a duplicate slug or an unknown id, naming the file and the field', async () => {
    await write('a.md', file({ slug: 'same' }));
    await write('b.md', file({ slug: 'same' }));
    await write('c.md', file({ slug: 'other', owner: 'company: payoro' }));
    await expect(store().store.getCaseStudies()).rejects.toThrow(
      [
        'Case studies have 2 problems; the build stops until they are fixed:',
        '  content/case-studies/b.md: "slug" must be unique: "same" is also the slug of content/case-studies/a.md',
        '  content/case-studies/c.md: "company" must be the id of an experience in content/experiences.ts, one of "payora", "hirewise", "launchpad", "sentinel-grid", "covera" (got "payoro")',
      ].join('\n'),
    );
  });

  it('stops on a key the front matter does not have, in a draft too, and offers the key meant', async () => {
    // A misspelt is_published reads as a draft: without this, a finished case study would quietly stay out.
    await write('misspelt.md', file({ slug: 'misspelt' }).replace('is_published:', 'is_publised:'));
    await write('draft.md', file({ slug: 'draft', published: false }).replace('summary:', 'summery:'));
    await write('body.md', file({ slug: 'body' }).replace('role:', 'content: "Text"\nrole:'));
    await expect(store().store.getCaseStudies()).rejects.toThrow(
      [
        'Case studies have 3 problems; the build stops until they are fixed:',
        '  content/case-studies/body.md: "content" must not be in the front matter: the content is the text below its closing "---"',
        '  content/case-studies/draft.md: "summery" is not a key of the front matter (did you mean "summary"?); the keys are title, slug, summary, role, period, company, project, metrics, cover, is_published',
        '  content/case-studies/misspelt.md: "is_publised" is not a key of the front matter (did you mean "is_published"?); the keys are title, slug, summary, role, period, company, project, metrics, cover, is_published',
      ].join('\n'),
    );
  });

  it("names a bad key beside the published files' field problems, so one run shows everything", async () => {
    await write('a.md', file({ slug: 'a', owner: 'company: payoro' }));
    await write('b.md', file({ slug: 'b', published: false }).replace('period:', 'perod:'));
    await expect(store().store.getCaseStudies()).rejects.toThrow(
      /have 2 problems[\s\S]*b\.md: "perod" is not a key of the front matter \(did you mean "period"\?\)[\s\S]*a\.md: "company" must be the id/,
    );
  });

  it('reads CASE_STUDIES_DIR instead, and stops when that folder cannot be read', async () => {
    await mkdir(path.join(cwd, 'elsewhere'));
    await write('one.md', file({ slug: 'one' }), 'elsewhere');
    expect((await store({ env: { CASE_STUDIES_DIR: 'elsewhere' } }).store.getCaseStudies()).map((c) => c.slug)).toEqual(
      ['one'],
    );
    await expect(store({ env: { CASE_STUDIES_DIR: 'misspelt' } }).store.getCaseStudies()).rejects.toThrow(
      /^Could not read the case studies directory misspelt \(CASE_STUDIES_DIR\): ENOENT/,
    );
  });

  it('builds a site without case studies when the default folder is missing', async () => {
    await rm(path.join(cwd, 'content/case-studies'), { recursive: true });
    const { store: cases, logs } = store();
    expect(await cases.getCaseStudies()).toEqual([]);
    expect(logs).toEqual(['[case-studies] 0 published case studies from content/case-studies']);
  });

  it('names the file whose front matter is not YAML', async () => {
    await write('broken.md', '---\ntitle: [unclosed\n---\nText');
    await expect(store().store.getCaseStudies()).rejects.toThrow(
      /^content\/case-studies\/broken.md: the front matter is not valid YAML/,
    );
  });
});

describe('the bundled case studies', () => {
  it('are valid, each belongs to a home card, and the draft stays out', async () => {
    const cases = createCaseStudyStore({ env: {}, log: () => {} });
    const all = await cases.getCaseStudies();
    expect(all.map(({ slug, belongsTo }) => [slug, belongsTo])).toEqual([
      ['payora-progressive-verification', { kind: 'company', id: 'payora' }],
      ['salary-compass-first-year', { kind: 'project', id: 'salary-compass' }],
    ]);
    const withDrafts = createCaseStudyStore({ env: {}, log: () => {}, includeDrafts: true });
    expect((await withDrafts.getCaseStudies()).filter((c) => !c.isPublished).map((c) => c.slug)).toEqual([
      'interview-loop-redesign-draft',
    ]);
  });
});

describe("the dev server's preview store", () => {
  it('reads the folder again on each call, so an edited or new file shows on the next load', async () => {
    await write('a.md', file({ slug: 'first' }));
    const { store: preview } = store({ includeDrafts: true, fresh: true });
    expect((await preview.getCaseStudies()).map(({ slug }) => slug)).toEqual(['first']);
    await write('a.md', file({ slug: 'first', published: false }));
    await write('b.md', file({ slug: 'second', period: '07.2024 – Present' }));
    const again = await preview.getCaseStudies();
    expect(again.map(({ slug, isPublished }) => [slug, isPublished])).toEqual([
      ['second', true],
      ['first', false],
    ]);
  });

  it('without it, a build store keeps its first read', async () => {
    await write('a.md', file({ slug: 'first' }));
    const { store: build } = store();
    await build.getCaseStudies();
    await write('b.md', file({ slug: 'second' }));
    expect((await build.getCaseStudies()).map(({ slug }) => slug)).toEqual(['first']);
  });
});
