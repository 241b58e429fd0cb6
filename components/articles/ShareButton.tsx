'use client';

import { useEffect, useState } from 'react';
import { shareArticle } from './share-article';
import { ShareIcon } from './ShareIcon';

/** How long a notice stays before it dismisses itself. */
export const NOTICE_DURATION_MS = 4000;

interface Notice {
  tone: 'success' | 'destructive';
  title: string;
  description: string;
  /** A new notice (even with the same text) restarts the timer. */
  shownAt: number;
}

const COPIED = {
  tone: 'success',
  title: 'Article link copied!',
  description: 'The article link has been copied to your clipboard.',
} as const;

const COPY_FAILED = {
  tone: 'destructive',
  title: 'Failed to copy link',
  description: 'Please try again or copy the link manually.',
} as const;

function NoticeBody({ notice }: { notice: Notice }) {
  return (
    <div data-notice={notice.tone}>
      <p data-notice-title>{notice.title}</p>
      <p>{notice.description}</p>
    </div>
  );
}

/**
 * Spec 8: shares the article natively where the browser can, otherwise copies its address and says so.
 * Styled by the article page's wrapper. Both live regions are in the page from the start, so screen
 * readers announce a notice when it is added: politely for success, at once for the failure.
 */
export function ShareButton({ title }: { title: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const share = async () => {
    const outcome = await shareArticle({ title, url: window.location.href }, navigator);
    if (outcome === 'copied') setNotice({ ...COPIED, shownAt: Date.now() });
    else if (outcome === 'copy-failed') setNotice({ ...COPY_FAILED, shownAt: Date.now() });
    else setNotice(null);
  };

  return (
    <>
      <button type="button" data-share-button data-screen-only onClick={share}>
        <ShareIcon />
        Share
      </button>
      <div role="status" data-notice-region>
        {notice?.tone === 'success' && <NoticeBody notice={notice} />}
      </div>
      <div role="alert" data-notice-region>
        {notice?.tone === 'destructive' && <NoticeBody notice={notice} />}
      </div>
    </>
  );
}
