import type { Attachment, AttachmentType, ExperienceType, TechVertical } from './types';

/** The Work tab's filter state (SPEC.md 4): an empty set means "all" for that dimension. */
export interface ExperienceFilters {
  verticals: ReadonlySet<TechVertical>;
  /** Kept in the state but not shown on the page (SPEC.md 2). */
  types: ReadonlySet<ExperienceType>;
}

export const noFilters: ExperienceFilters = { verticals: new Set(), types: new Set() };

export interface VerticalOption {
  value: Exclude<TechVertical, 'other'>;
  label: string;
}

/** The chips of the Vertical filter row, in the order they are shown. */
export const verticalOptions: readonly VerticalOption[] = [
  { value: 'fintech', label: 'FinTech' },
  { value: 'hrtech', label: 'HRTech' },
  { value: 'defense-tech', label: 'Defense Tech' },
  { value: 'insurance', label: 'Insurance' },
];

interface Filterable {
  techVertical: TechVertical;
  type: ExperienceType;
}

function allows<T>(selected: ReadonlySet<T>, value: T): boolean {
  return selected.size === 0 || selected.has(value);
}

export function matchesFilters(item: Filterable, filters: ExperienceFilters): boolean {
  return allows(filters.verticals, item.techVertical) && allows(filters.types, item.type);
}

export function filterExperiences<T extends Filterable>(items: readonly T[], filters: ExperienceFilters): T[] {
  return items.filter((item) => matchesFilters(item, filters));
}

/** A copy of the set with the value added, or removed when it was there. */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

export const typeLabels: Record<ExperienceType, string> = {
  work: 'Work',
  project: 'Project',
  internship: 'Internship',
};

const defaultAttachmentLabels: Record<AttachmentType, string> = {
  github: 'View on GitHub',
  press: 'Read the press coverage',
  external: 'Learn more',
};

export function attachmentLabel(attachment: Attachment): string {
  const label = attachment.label?.trim();
  return label ? label : defaultAttachmentLabels[attachment.type];
}
