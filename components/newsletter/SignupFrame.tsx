'use client';

import { useEffect, useRef } from 'react';
import { FEED_PATH } from '@/lib/feed/paths';
import { useFrameReachable } from '@/components/ui/useFrameReachable';

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
 * Substack's form in a lazy frame; if Substack cannot be reached (useFrameReachable), a short note in the
 * same box instead of the browser's error page. The check goes out when the frame nears the viewport. The note has
 * the frame's size (NewsletterSignup's styles), so nothing moves. With no script, the frame is all there is.
 */
export function SignupFrame({ src, title, width, height }: SignupFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { unreachable, check } = useFrameReachable(src);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        check();
      },
      { rootMargin: CHECK_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [check]);

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
