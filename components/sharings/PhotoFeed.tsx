import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import type { Photo } from '@/content/photos';
import type { SocialPost } from '@/content/social-posts';
import { photoFeed } from '@/lib/sharings/photo-feed';
import { PhotoFigure } from './PhotoFigure';
import { SocialPostEmbed } from './SocialPostEmbed';

const PHOTOS_PER_ROW = 3;

// Figures and posts are styled from here, through element selectors: styled children would put
// <style> elements between a figure and its caption.
const Feed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};

  [data-feed-row] {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xl};
  }
  [data-photo-row] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
    ${media.md} {
      grid-template-columns: repeat(${PHOTOS_PER_ROW}, minmax(0, 1fr));
    }
  }
  figure {
    display: flex;
    flex-direction: column;
    margin: 0;
    overflow: hidden;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.card};
  }
  figure img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  figcaption {
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }

  [data-posts] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
    justify-items: center;
  }
  [data-posts] > div {
    width: 100%;
    max-width: 550px;
  }
  [data-posts='pair'] {
    ${media.lg} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      align-items: start;
    }
  }
  /* The embed markup, read as a quote until (or unless) the platform's script renders it. */
  blockquote.twitter-tweet {
    box-sizing: border-box;
    width: 100%;
    max-width: 550px;
    margin: 0;
    padding: ${theme.space.lg};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-left: 4px solid ${theme.color.accent};
    border-radius: ${theme.radius.md};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  blockquote.twitter-tweet p {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.color.text};
    font-family: ${theme.font.heading};
    font-size: ${theme.fontSize.lg};
    line-height: 1.5;
  }
  /* The rendered post (the platform's frame) takes the quote's place. */
  .twitter-tweet-rendered {
    margin: 0 !important;
  }
`;

interface PhotoFeedProps {
  photos: readonly Photo[];
  posts: readonly SocialPost[];
  authorName: string;
  authorHandle: string;
}

/** The Sharings & Photos feed: rows of captioned photos, each followed by one of the owner's posts. */
export function PhotoFeed({ photos, posts, authorName, authorHandle }: PhotoFeedProps) {
  const { rows, remainingPosts } = photoFeed(photos, posts, PHOTOS_PER_ROW);
  const embed = (post: SocialPost) => (
    <SocialPostEmbed key={post.url} post={post} authorName={authorName} authorHandle={authorHandle} />
  );
  return (
    <Feed>
      {rows.map((row, rowIndex) => (
        <div data-feed-row key={row.photos[0]?.caption ?? rowIndex}>
          <div data-photo-row>
            {row.photos.map((photo) => (
              <PhotoFigure key={photo.caption} photo={photo} aboveTheFold={rowIndex === 0} />
            ))}
          </div>
          {row.post && (
            // Each post sits in a container of its own: the platform's script inserts its rendered
            // frame next to the quote, and React never has to reconcile that foreign node's siblings.
            <div data-posts="single">
              <div>{embed(row.post)}</div>
            </div>
          )}
        </div>
      ))}
      {remainingPosts.length > 0 && (
        <div data-posts={remainingPosts.length > 1 ? 'pair' : 'single'}>
          {remainingPosts.map((post) => (
            <div key={post.url}>{embed(post)}</div>
          ))}
        </div>
      )}
    </Feed>
  );
}
