/** The experience and project items of the home page (SPEC.md 3). */

export type ExperienceType = 'work' | 'project' | 'internship';

export type TechVertical = 'fintech' | 'hrtech' | 'defense-tech' | 'insurance' | 'other';

export type AttachmentType = 'github' | 'press' | 'external';

export interface Attachment {
  type: AttachmentType;
  url: string;
  /** Link text; a default per type is used when it is missing. */
  label?: string;
}

export interface ExperienceItem {
  /** Stable key, unique across experiences and projects. */
  id: string;
  company: string;
  position: string;
  location: string;
  /** The date range as written, e.g. "03.2023 – Present" or "January 2020 – February 2023". */
  date: string;
  /** The full description: one achievement or fact per line. */
  description: string;
  /** One or two sentences shown while the card is collapsed. */
  briefDescription: string;
  type: ExperienceType;
  techVertical: TechVertical;
  /** Path under public/ of the logo at 1x (48 px); the 2x file sits beside it as name@2x.webp. */
  logo: string;
  attachment?: Attachment;
}

export interface ExperienceHighlight {
  value: string;
  label: string;
}

export interface Tool {
  name: string;
  /** The chip's accent colour, as #rrggbb. */
  color: string;
}

export interface ToolGroup {
  id: string;
  title: string;
  tools: readonly Tool[];
}
