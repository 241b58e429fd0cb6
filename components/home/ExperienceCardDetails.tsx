'use client';

import { useId, useState } from 'react';
import { LocationIcon } from './CardIcons';

interface ExperienceCardDetailsProps {
  briefDescription: string;
  location: string;
  descriptionLines: readonly string[];
}

/**
 * The expandable part of an experience card: the brief description while collapsed; the location and
 * full description once expanded. The details stay in the page (hidden), so search engines read them.
 * Styled by the card (ExperienceCard).
 */
export function ExperienceCardDetails({ briefDescription, location, descriptionLines }: ExperienceCardDetailsProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <>
      {!expanded && <p data-brief>{briefDescription}</p>}
      <div id={detailsId} hidden={!expanded} data-details>
        <p data-location>
          <LocationIcon />
          <span className="visually-hidden">Location: </span>
          {location}
        </p>
        <ul>
          {descriptionLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded(!expanded)}
        data-screen-only
      >
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </>
  );
}
