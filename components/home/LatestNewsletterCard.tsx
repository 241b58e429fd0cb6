'use client';

import { useEffect, useId, useState } from 'react';
import {
  feedServiceFailure,
  formatPubDate,
  latestPostRequestUrl,
  NEWSLETTER_FAILURE_MESSAGE,
  readLatestPost,
  type LatestPost,
} from '@/lib/newsletter/latest-post';

/**
 * The newsletter's latest post, fetched in the browser so it is as fresh as the feed, not the build.
 * Nothing is shown while it loads or when there is nothing to show; the place around it (HeroSection) is
 * out of the page's flow, so its appearance moves nothing and its absence leaves no gap.
 */
export function LatestNewsletterCard({ feedUrl }: { feedUrl: string }) {
  const [post, setPost] = useState<LatestPost | null>(null);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetch(latestPostRequestUrl(feedUrl), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`The feed service answered HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((body) => {
        const failure = feedServiceFailure(body);
        if (failure) throw new Error(failure);
        setPost(readLatestPost(body));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(NEWSLETTER_FAILURE_MESSAGE, error);
      });
    return () => controller.abort();
  }, [feedUrl]);

  if (!post) return null;
  const date = formatPubDate(post.pubDate);
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>Latest newsletter post</h2>
      <a href={post.link} target="_blank" rel="noopener noreferrer">
        {post.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {date && <time dateTime={date.iso}>{date.text}</time>}
    </article>
  );
}
