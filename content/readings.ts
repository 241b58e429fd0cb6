/** The reading resources of the Readings page: the essays card and the Daily Reads card. */

export interface ReadingLink {
  name: string;
  url: string;
}

interface ReadingResourceBase {
  title: string;
  description: string;
  /** A note set apart on the card: where to start, or why it matters. */
  highlight?: string;
}

/** A resource that is one place to go, with its own link label. */
export interface LinkedReadingResource extends ReadingResourceBase {
  url: string;
  linkLabel: string;
}

/** A resource that is a list of places to go. */
export interface ListedReadingResource extends ReadingResourceBase {
  links: readonly ReadingLink[];
}

export type ReadingResource = LinkedReadingResource | ListedReadingResource;

/** The opening line of the Readings page. */
export const readingsIntro =
  'The books, essays and newsletters that shaped how I think about products, teams and careers.';

export const essays: LinkedReadingResource = {
  title: 'Essays',
  description:
    "Paul Graham's essays on startups, ambition and clear thinking. Short, plain and worth rereading every year.",
  url: 'https://paulgraham.com/articles.html',
  linkLabel: 'Read Essays →',
  highlight:
    "Start with “Do Things That Don't Scale”: the best case I know for doing things by hand before building them.",
};

export const dailyReads: ListedReadingResource = {
  title: 'Daily Reads',
  description: 'The newsletters in my inbox every week, on product, strategy, engineering and startups.',
  links: [
    { name: "Lenny's Newsletter", url: 'https://www.lennysnewsletter.com' },
    { name: 'Stratechery', url: 'https://stratechery.com' },
    { name: 'The Pragmatic Engineer', url: 'https://newsletter.pragmaticengineer.com' },
    { name: 'Not Boring', url: 'https://www.notboring.co' },
    { name: 'First Round Review', url: 'https://review.firstround.com' },
    { name: 'Benedict Evans', url: 'https://www.ben-evans.com/newsletter' },
  ],
};
