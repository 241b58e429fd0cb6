/**
 * Every route of the site, as a visitor reaches it. The navigation, dialog and accessibility suites
 * run over all of them; new pages are added here.
 */
export interface SiteRoute {
  path: string;
  /** The navigation link that must be marked current on this route; none for a page the navigation does not list. */
  activeNav?: string;
}

export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', activeNav: 'Home' },
  { path: '/readings', activeNav: 'Readings' },
  { path: '/articles', activeNav: 'Articles' },
  // An article with titled, line-highlighted code blocks.
  { path: '/articles/signup-funnel-analysis-before-redesign', activeNav: 'Articles' },
  // An article with an image and no code.
  { path: '/articles/roadmap-portfolio-of-bets', activeNav: 'Articles' },
  { path: '/sharings-photos', activeNav: 'Sharings & Photos' },
  { path: '/sounds-great', activeNav: 'Sounds Great' },
  // Not in the top navigation (docs/case-studies.md says why): no link is current there.
  { path: '/case-studies' },
  // A case study with a figure row, contents, and a chart image.
  { path: '/case-studies/payora-progressive-verification' },
];

export const navLabels = ['Home', 'Readings', 'Articles', 'Sharings & Photos', 'Sounds Great'] as const;
export const navHrefs: Record<(typeof navLabels)[number], string> = {
  Home: '/',
  Readings: '/readings',
  Articles: '/articles',
  'Sharings & Photos': '/sharings-photos',
  'Sounds Great': '/sounds-great',
};
