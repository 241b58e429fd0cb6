'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { navigationCounter } from '@/lib/analytics/navigation-counter';

declare global {
  interface Window {
    goatcounter?: { count?: (vars: { path: string }) => void };
  }
}

/**
 * GoatCounter's count.js counts the page it is loaded on, not the pages reached by client-side navigation
 * (goatcounter.com/help/spa): this sends one page view for each of those, through count.js' own count().
 */
export function GoatCounterPageViews() {
  const pathname = usePathname();
  const [count] = useState(() => navigationCounter(pathname, (path) => window.goatcounter?.count?.({ path })));
  useEffect(() => count(pathname), [count, pathname]);
  return null;
}
