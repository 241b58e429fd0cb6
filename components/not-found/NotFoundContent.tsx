'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useSyncExternalStore } from 'react';
import { isArticlePath, NOT_FOUND_LOG_MESSAGE } from '@/lib/navigation/not-found';
import { ArrowLeftIcon } from '@/components/icons/UiIcons';

const subscribe = () => () => {};
const readPathname = () => window.location.pathname;
// 404.html is pre-rendered once for every unknown path, so the server knows no path: it renders the
// general variant, and the browser switches to the article variant after hydration when it applies.
const noPathname = () => null;

/** Body of the not-found page; styled by NotFoundShell in app/not-found.tsx. */
export function NotFoundContent() {
  const pathname = useSyncExternalStore(subscribe, readPathname, noPathname);

  useEffect(() => {
    if (pathname !== null) console.error(NOT_FOUND_LOG_MESSAGE, pathname);
  }, [pathname]);

  if (pathname !== null && isArticlePath(pathname)) {
    return (
      <>
        <h1>Article not found</h1>
        <p>The article you are looking for does not exist or is no longer published.</p>
        <SiteLink href="/articles" data-variant="button">
          <ArrowLeftIcon /> Back to Articles
        </SiteLink>
      </>
    );
  }

  return (
    <>
      <p data-code aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <SiteLink href="/" data-variant="button">
        Return to Home
      </SiteLink>
    </>
  );
}
