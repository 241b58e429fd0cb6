import type { SocialPost } from '@/content/social-posts';
import { formatPostDate } from '@/lib/social/x-posts';

interface SocialPostEmbedProps {
  post: SocialPost;
  authorName: string;
  authorHandle: string;
}

/**
 * A post in the platform's own embed markup. The widgets script replaces it with the rendered post;
 * without the script it is still a quote with its text, author, date and a link to the post.
 */
export function SocialPostEmbed({ post, authorName, authorHandle }: SocialPostEmbedProps) {
  return (
    // data-dnt: the platform is asked not to use the embed for personalisation.
    <blockquote className="twitter-tweet" data-dnt="true">
      <p lang="en" dir="ltr">
        {post.text}
      </p>
      &mdash; {authorName} (@{authorHandle}){' '}
      <a href={post.url} target="_blank" rel="noopener noreferrer">
        <time dateTime={post.publishedOn}>{formatPostDate(post.publishedOn)}</time>
        <span className="visually-hidden"> (post on X, opens in a new tab)</span>
      </a>
    </blockquote>
  );
}
