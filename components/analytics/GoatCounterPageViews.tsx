'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    goatcounter?: { count?: (vars: { path: string }) => void };
  }
}

/**
 * GoatCounter's count.js counts the page it is loaded on, not the pages reached by client-side navigation
 * (goatcounter.com/help/spa): this sends one page view for each of those. The first path is the loaded page,
 * which count.js has counted already, so it is skipped.
 */
export function GoatCounterPageViews() {
  const pathname = usePathname();
  const counted = useRef(pathname);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    window.goatcounter?.count?.({ path: pathname });
  }, [pathname]);
  return null;
}
