'use client';

import Link from 'next/link';
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
      {navLinks.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={isActiveLink(pathname, link.href) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
