import { navLinks } from '@/lib/navigation/links';

/** Every static route of the site (the navigation's targets); article pages are added from the data. */
export const staticRoutes: readonly string[] = navLinks.map((link) => link.href);
