'use client';

import { useLinkStatus } from 'next/link';

/**
 * Rendered by SiteLink after the link's content: a small spinner, announced as "Loading…", while the page
 * the link leads to is loading after a click. Pages are pre-rendered, so loading only happens during
 * client-side navigation, and the spinner sits where the visitor clicked. (A route-level loading.tsx would
 * wrap every page in a Suspense boundary, and React outlines large boundary content out of the HTML stream,
 * so long articles arrived hidden behind a spinner and were swapped in late.) Styled by GlobalStyles
 * ([data-link-spinner]).
 */
export function LinkPendingSpinner() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span data-link-spinner role="status" aria-label="Loading…">
      <span className="visually-hidden">Loading…</span>
    </span>
  );
}
