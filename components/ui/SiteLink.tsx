'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { LinkPendingSpinner } from './LinkPendingSpinner';

type SiteLinkProps = ComponentProps<typeof Link>;

/**
 * Next.js's Link, prefetching the page it leads to when the visitor shows intent (points at it, touches it,
 * or moves the keyboard focus onto it) instead of as soon as it scrolls into view.
 *
 * Why: by default every link on screen fetches its page's data and scripts right after the page loads. On
 * an article read on a phone that was 36 requests and 4 scripts for the home page, the article list and
 * every tag page, all processed on the main thread while the reader starts reading, for pages most readers
 * never open. A pointer or a finger arrives on a link a moment before it clicks, which is enough to have
 * started the fetch; a click on a link nobody pointed at (a screen reader's activation) fetches then, and
 * the link shows its loading spinner meanwhile. Next.js documents this pattern ("Hover-triggered prefetch").
 *
 * Every such link ends with a LinkPendingSpinner: whichever link the visitor follows shows that its page is
 * on its way (DESIGN.md: the followed link shows the spinner).
 */
export function SiteLink({ onMouseEnter, onTouchStart, onFocus, children, ...props }: SiteLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is Next.js's default prefetching, started from here on because the link is on screen.
      prefetch={intent ? (props.prefetch ?? null) : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    >
      {children}
      <LinkPendingSpinner />
    </Link>
  );
}
