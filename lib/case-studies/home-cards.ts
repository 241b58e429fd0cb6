/**
 * Where case studies and the home page's cards meet: the card a case study belongs to, and the address of
 * a card on the home page (its heading's id, set by components/home/ExperienceCard.tsx).
 */
import { experiences } from '@/content/experiences';
import { projects } from '@/content/projects';
import type { ExperienceItem } from '@/lib/experience/types';
import type { CaseStudy, CaseStudyOwner } from './types';

/** The id of an experience card's heading. */
export const experienceHeadingId = (itemId: string) => `experience-${itemId}`;

/** The home page address of an experience or project card. */
export const experienceAnchor = (itemId: string) => `/#${experienceHeadingId(itemId)}`;

/** The item a case study names (validated when the case studies were read, so it exists). */
export function ownerItem(owner: CaseStudyOwner): ExperienceItem {
  const items = owner.kind === 'company' ? experiences : projects;
  const item = items.find((candidate) => candidate.id === owner.id);
  if (!item) throw new Error(`No ${owner.kind === 'company' ? 'experience' : 'project'} with id "${owner.id}"`);
  return item;
}

/** What a home card needs to link to its case study. */
export interface CardCaseStudy {
  slug: string;
  title: string;
}

/** Each card's case study by item id (the first one naming it, in the list's order). */
export function caseStudiesByItem(caseStudies: readonly CaseStudy[]): Record<string, CardCaseStudy> {
  const byItem: Record<string, CardCaseStudy> = {};
  for (const { belongsTo, slug, title } of caseStudies) byItem[belongsTo.id] ??= { slug, title };
  return byItem;
}
