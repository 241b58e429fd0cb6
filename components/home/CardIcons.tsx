/** Small decorative icons of the experience cards; the text beside each says what it means. */
import type { ReactNode } from 'react';
import { IconSvg } from '@/components/icons/IconSvg';

function Icon({ children }: { children: ReactNode }) {
  return <IconSvg size={16}>{children}</IconSvg>;
}

export function LocationIcon() {
  return (
    <Icon>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </Icon>
  );
}

export function CalendarSmallIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </Icon>
  );
}

export function ExternalLinkIcon() {
  return (
    <Icon>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

/** A document with lines of text: a case study to read. */
export function CaseStudyIcon() {
  return (
    <Icon>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h7M9 16h7" />
    </Icon>
  );
}
