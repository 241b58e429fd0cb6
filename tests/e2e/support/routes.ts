import { publishedArticles, type SourceArticle } from './articles';
import { publishedCaseStudyPaths } from './case-studies';

export interface SiteRoute {
  path: string;
  /** The navigation link that must be marked current on this route; none for a page the navigation does not list. */
  activeNav?: string;
}

/**
 * An article page for the suites that run over every route: the bundled sample named (chosen for what it holds),
 * or, when the owner has replaced the samples, the newest article that holds the same, or else the newest.
 */
function articleRoute(sample: string, holds: (article: SourceArticle) => boolean): SiteRoute[] {
  const articles = publishedArticles();
  const article = articles.find(({ slug }) => slug === sample) ?? articles.find(holds) ?? articles[0];
  return article ? [{ path: `/articles/${article.slug}`, activeNav: 'Articles' }] : [];
}

const titledCodeBlock = ({ content }: SourceArticle) => /^```\w+[^\n]*title=/m.test(content);
const imageWithoutCode = ({ content }: SourceArticle) => /!\[/.test(content) && !content.includes('```');

/** A case study's page: the bundled sample named, or else the owner's first, or none. */
function caseStudyRoute(sample: string): SiteRoute[] {
  const paths = publishedCaseStudyPaths();
  const pages = paths.filter((candidate) => candidate !== '/case-studies');
  const path = pages.find((candidate) => candidate === `/case-studies/${sample}`) ?? pages[0];
  return path ? [{ path }] : [];
}

/**
 * Every route of the site, as a visitor reaches it. The navigation, dialog and accessibility suites
 * run over all of them; new pages are added here. Each once (an owner's only article would be both article routes).
 */
export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', activeNav: 'Home' },
  { path: '/readings', activeNav: 'Readings' },
  { path: '/articles', activeNav: 'Articles' },
  // An article with titled, line-highlighted code blocks.
  ...articleRoute('signup-funnel-analysis-before-redesign', titledCodeBlock),
  // An article with an image and no code.
  ...articleRoute('roadmap-portfolio-of-bets', imageWithoutCode),
  { path: '/sharings-photos', activeNav: 'Sharings & Photos' },
  { path: '/sounds-great', activeNav: 'Sounds Great' },
  // Not in the top navigation (docs/case-studies.md says why): no link is current there.
  { path: '/case-studies' },
  // A case study with a figure row, contents, and a chart image.
  ...caseStudyRoute('payora-progressive-verification'),
].filter((route, index, routes) => routes.findIndex(({ path }) => path === route.path) === index);

export const navLabels = ['Home', 'Readings', 'Articles', 'Sharings & Photos', 'Sounds Great'] as const;
export const navHrefs: Record<(typeof navLabels)[number], string> = {
  Home: '/',
  Readings: '/readings',
  Articles: '/articles',
  'Sharings & Photos': '/sharings-photos',
  'Sounds Great': '/sounds-great',
};
