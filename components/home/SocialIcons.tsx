/**
 * Glyphs for the social links, drawn for this site. Decorative: each link carries its own name.
 */
import type { ReactElement } from 'react';
import { IconSvg as Glyph } from '@/components/icons/IconSvg';
import type { SocialNetwork } from '@/content/site';

/** Professional network: a badge with "in". */
function ProfessionalIcon() {
  return (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.2c0-1.7 1.1-2.7 2.4-2.7S16.5 11.4 16.5 13v4" />
    </Glyph>
  );
}

/** Social network: two crossing strokes. */
function SocialIcon() {
  return (
    <Glyph>
      <path d="M5 4l14 16M19 4 5 20" />
      <path d="M4 4h4.5L20 20h-4.5z" strokeWidth="1.5" />
    </Glyph>
  );
}

/** Code hosting: angle brackets around a slash. */
function CodeIcon() {
  return (
    <Glyph>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
    </Glyph>
  );
}

/** Newsletter: a stack of pages with lines of text. */
function NewsletterIcon() {
  return (
    <Glyph>
      <path d="M5 4h11l3 3v13H5z" />
      <path d="M8 9h6M8 12.5h8M8 16h8" />
    </Glyph>
  );
}

/** E-mail: an envelope. */
function EmailIcon() {
  return (
    <Glyph>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 7 8.5-7" />
    </Glyph>
  );
}

export const socialIcons: Record<SocialNetwork, () => ReactElement> = {
  professional: ProfessionalIcon,
  social: SocialIcon,
  code: CodeIcon,
  newsletter: NewsletterIcon,
  email: EmailIcon,
};
