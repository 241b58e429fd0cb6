export interface NavLink {
  href: string;
  label: string;
  /**
   * Load the page as a new document instead of a client-side transition. A document keeps the
   * Content-Security-Policy it was loaded with, and only the social page's own policy allows the social
   * platform's widgets (lib/security/content-security-policy.ts), so that page must arrive as a document.
   */
  fullPageLoad?: boolean;
}

/** The top navigation, in the order the spec lists it. */
export const navLinks: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/readings', label: 'Readings' },
  { href: '/articles', label: 'Articles' },
  { href: '/sharings-photos', label: 'Sharings & Photos', fullPageLoad: true },
  { href: '/sounds-great', label: 'Sounds Great' },
];

/**
 * Home is active only on "/" itself (every path starts with "/"); any other link is active
 * when the current path starts with its own, so an article page marks "Articles".
 */
export function isActiveLink(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname.startsWith(href);
}
