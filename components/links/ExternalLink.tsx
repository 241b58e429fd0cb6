import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'data-variant'?: string;
}

/**
 * A link that leaves the site: it opens in a new tab, gives the new page no handle on this one
 * (noopener) and sends no referrer, and tells screen-reader users about the new tab.
 */
export function ExternalLink({ href, children, className, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-variant={rest['data-variant']}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
