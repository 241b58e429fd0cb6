'use client';

import { useEffect } from 'react';
import { UnexpectedError } from '@/components/not-found/UnexpectedError';

/** Route error boundary: the header and footer stay, the page body shows the error screen. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <UnexpectedError onRetry={reset} />;
}
