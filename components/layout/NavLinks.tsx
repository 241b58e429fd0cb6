'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname, useSelectedLayoutSegments } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { isActiveLink, navLinks } from '@/lib/navigation/links';

interface NavLinksProps {
  /**
   * Called when the chosen link brings no route change that would close the mobile menu: the current page's
   * link, or a link that loads a whole page. Any other link leaves the menu open, its spinner showing, until
   * its page arrives and the route change closes the menu.
   */
  onNavigate?: () => void;
  id?: string;
}

/** The segment the router holds for the not-found page, whatever the address. */
const NOT_FOUND_SEGMENT = '/_not-found';
const subscribe = () => () => {};
const isHydrated = () => true;
const isNotHydrated = () => false;

/** The navigation links with the current one marked; shared by the desktop bar and the mobile menu. */
export function NavLinks({ onNavigate, id }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  const hydrated = useSyncExternalStore(subscribe, isHydrated, isNotHydrated);
  // The not-found page is pre-rendered once for every unknown path (out/404.html), so its HTML marks no link
  // (the build's path is "/_not-found"), and hydration keeps the HTML's attributes even where the visited
  // path (/articles/old-slug) marks one. So on that page the list is drawn afresh once hydrated.
  const notFound = useSelectedLayoutSegments()[0] === NOT_FOUND_SEGMENT;
  return (
    <ul id={id} key={notFound && hydrated ? 'drawn-for-this-path' : undefined}>
      {navLinks.map((link) => {
        const current = isActiveLink(pathname, link.href) ? 'page' : undefined;
        return (
          <li key={link.href}>
            {link.fullPageLoad ? (
              // A plain link: see NavLink.fullPageLoad.
              <a href={link.href} aria-current={current} onClick={onNavigate}>
                {link.label}
              </a>
            ) : (
              <SiteLink href={link.href} aria-current={current} onClick={current ? onNavigate : undefined}>
                {link.label}
              </SiteLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
