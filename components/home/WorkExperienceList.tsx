'use client';

import { useId, useState, type ReactNode } from 'react';
import {
  filterExperiences,
  noFilters,
  toggled,
  verticalOptions,
  type ExperienceFilters,
} from '@/lib/experience/filters';
import type { ExperienceType, TechVertical } from '@/lib/experience/types';

export interface WorkEntry {
  id: string;
  techVertical: TechVertical;
  type: ExperienceType;
  /** The card, rendered on the server. */
  card: ReactNode;
}

/**
 * The Work tab: the Vertical filter chips and the experiences they let through (SPEC.md 2). Cards that
 * are filtered out stay mounted but hidden, so a card keeps its expanded state across filter changes.
 * Styled by ExperiencesSection.
 */
export function WorkExperienceList({
  entries,
  defaultFilters = noFilters,
}: {
  entries: readonly WorkEntry[];
  /** The filters on first render; none, so everything is listed, unless a caller presets them. */
  defaultFilters?: ExperienceFilters;
}) {
  const [filters, setFilters] = useState<ExperienceFilters>(defaultFilters);
  const [changed, setChanged] = useState(false);
  const labelId = useId();
  const shown = new Set(filterExperiences(entries, filters).map((entry) => entry.id));

  const toggleVertical = (vertical: TechVertical) => {
    setFilters((current) => ({ ...current, verticals: toggled(current.verticals, vertical) }));
    setChanged(true);
  };

  return (
    <>
      <div role="group" aria-labelledby={labelId} data-filter-row>
        <span id={labelId} data-filter-label>
          Vertical
        </span>
        <ul>
          {verticalOptions.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={filters.verticals.has(option.value)}
                onClick={() => toggleVertical(option.value)}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <ul data-card-list>
        {entries.map((entry) => (
          <li key={entry.id} hidden={!shown.has(entry.id)}>
            {entry.card}
          </li>
        ))}
      </ul>
      <div role="status" data-filter-status>
        {shown.size === 0 ? (
          <p>No experiences match the selected filters.</p>
        ) : (
          changed && (
            <p className="visually-hidden">
              {shown.size} of {entries.length} experiences shown
            </p>
          )
        )}
      </div>
    </>
  );
}
