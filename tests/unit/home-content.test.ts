import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { experiences, experienceHighlights } from '@/content/experiences';
import { projects } from '@/content/projects';
import { toolGroups } from '@/content/tools';
import { profilePhoto } from '@/content/profile-photo';
import { durationLabel, parseDateRange } from '@/lib/experience/duration';

const allItems = [...experiences, ...projects];
const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

/** Which of the four supported forms a date text is written in. */
function dateForm(text: string): string {
  const numeric = /^\d{2}\.\d{4}/.test(text);
  const present = /present$/i.test(text);
  return `${numeric ? 'MM.YYYY' : 'Month YYYY'} – ${present ? 'Present' : numeric ? 'MM.YYYY' : 'Month YYYY'}`;
}

describe('experience and project content', () => {
  it('has unique ids', () => {
    expect(new Set(allItems.map((item) => item.id)).size).toBe(allItems.length);
  });

  it('lists jobs and internships under Work and only projects under Projects', () => {
    expect(experiences.every((item) => item.type !== 'project')).toBe(true);
    expect(projects.every((item) => item.type === 'project')).toBe(true);
  });

  it('covers all four verticals plus other, and all three types', () => {
    expect(new Set(allItems.map((item) => item.techVertical))).toEqual(
      new Set(['fintech', 'hrtech', 'defense-tech', 'insurance', 'other']),
    );
    expect(new Set(allItems.map((item) => item.type))).toEqual(new Set(['work', 'project', 'internship']));
  });

  it('writes dates in every supported form, each giving a label', () => {
    expect(new Set(allItems.map((item) => dateForm(item.date)))).toEqual(
      new Set(['MM.YYYY – MM.YYYY', 'MM.YYYY – Present', 'Month YYYY – Month YYYY', 'Month YYYY – Present']),
    );
    for (const item of allItems) {
      expect(parseDateRange(item.date), item.date).not.toBeNull();
      expect(durationLabel(item.date), item.date).toMatch(/^\d+ (year|month)/);
    }
  });

  it('has at least two attachments, each a web address', () => {
    const attachments = allItems.flatMap((item) => (item.attachment ? [item.attachment] : []));
    expect(attachments.length).toBeGreaterThanOrEqual(2);
    for (const attachment of attachments) expect(attachment.url).toMatch(/^https:\/\//);
  });

  it('has a brief and a multi-line full description for every item', () => {
    for (const item of allItems) {
      expect(item.briefDescription.length).toBeGreaterThan(20);
      expect(item.description.split('\n').length).toBeGreaterThan(1);
    }
  });

  it('states the portfolio figures of the spec', () => {
    const text = [
      ...allItems.map((item) => `${item.briefDescription}\n${item.description}`),
      ...experienceHighlights.map((h) => `${h.value} ${h.label}`),
    ].join('\n');
    for (const figure of ['36k+', '56k+', '65k+', 'about 20%', '13.8%', 'from 3.5 to 4.6']) {
      expect(text, figure).toContain(figure);
    }
  });

  it('has a logo file, and its 2x version, for every item', () => {
    for (const item of allItems) {
      expect(existsSync(publicFile(item.logo)), item.logo).toBe(true);
      expect(existsSync(publicFile(item.logo.replace(/\.webp$/, '@2x.webp'))), item.logo).toBe(true);
    }
  });
});

describe('tool kit content', () => {
  it('has the three groups of the spec with 20, 7 and 9 tools', () => {
    expect(toolGroups.map((group) => [group.title, group.tools.length])).toEqual([
      ['Product Management & Analytics & Productivity', 20],
      ['Documentation', 7],
      ['Programming Languages & Technologies', 9],
    ]);
  });

  it('names each tool once', () => {
    const names = toolGroups.flatMap((group) => group.tools.map((tool) => tool.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('profile photo', () => {
  it('has every file its srcset names', () => {
    const files = profilePhoto.srcSet.split(',').map((candidate) => candidate.trim().split(' ')[0]!);
    for (const file of [profilePhoto.src, ...files]) expect(existsSync(publicFile(file)), file).toBe(true);
  });
});
