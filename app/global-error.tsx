'use client';

import { useEffect } from 'react';
import { UnexpectedError } from '@/components/not-found/UnexpectedError';

/** Last-resort boundary for errors in the root layout itself; it replaces the whole document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <UnexpectedError onRetry={reset} />
      </body>
    </html>
  );
}
