'use client';

import { useEffect, useRef, useState } from 'react';
import { FEED_PATH } from '@/lib/feed/paths';

/**
 * How close to the viewport the frame must come before Substack is asked whether it answers. Smaller than the
 * distance at which a browser starts a lazy frame (1250 px and more), so the check never goes out before the frame.
 */
const CHECK_MARGIN = '200px';

interface SignupFrameProps {
  src: string;
  title: string;
  width: number;
  height: number;
}

/**
 * Substack's form in a lazy frame; if Substack cannot be reached from the visitor's network (offline, a blocked
 * address, Substack down), a short note in the same box instead of the browser's error page.
 *
 * A page cannot see inside a frame from another origin, and a frame fires `load` for the browser's error page
 * too, so the frame alone cannot tell. When it comes near the viewport, one HEAD request to the same address
 * (no-cors, no cookies) does: it fails exactly when the network fails, and any answer at all, even an error
 * status, leaves Substack's own page in the frame. The note has the frame's size (NewsletterSignup's styles), so
 * nothing moves. With no script, the frame is all there is, as before.
 */
export function SignupFrame({ src, title, width, height }: SignupFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).catch(() => {
          if (current) setUnreachable(true);
        });
      },
      { rootMargin: CHECK_MARGIN },
    );
    observer.observe(frame);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [src]);

  if (unreachable) {
    return (
      <div className="signup-unreachable">
        <p>
          <strong>The sign-up form could not load.</strong>
        </p>
        <p>
          Substack could not be reached. Try Subscribe again later, or follow new articles in the{' '}
          <a href={FEED_PATH} type="application/rss+xml">
            RSS feed
          </a>
          .
        </p>
      </div>
    );
  }
  return <iframe ref={frameRef} src={src} title={title} loading="lazy" width={width} height={height} />;
}
