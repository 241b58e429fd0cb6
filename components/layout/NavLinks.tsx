'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { isActiveLink, navLinks } from '@/lib/navigation/links';

interface NavLinksProps {
  /** Called after a link is chosen, so the mobile menu can close itself. */
  onNavigate?: () => void;
  id?: string;
}

/** The navigation links with the current one marked; shared by the desktop bar and the mobile menu. */
export function NavLinks({ onNavigate, id }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul id={id}>
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
              <SiteLink href={link.href} aria-current={current} onClick={onNavigate}>
                {link.label}
              </SiteLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
