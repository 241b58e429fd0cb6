/** One row of the Sharings & Photos feed: its photos, then the post that follows them. */
export interface FeedRow<Photo, Post> {
  photos: Photo[];
  post?: Post;
}

export interface PhotoFeed<Photo, Post> {
  rows: FeedRow<Photo, Post>[];
  /** Posts left over once every row has its own; shown together after the last row. */
  remainingPosts: Post[];
}

/**
 * Splits the photos into rows of `perRow` and follows each row with the next post. The spec asks for
 * 12 photos in rows of 3, each row followed by a post, and for 6 posts: 4 rows take 4 posts, and the
 * other 2 close the feed rather than being dropped.
 */
export function photoFeed<Photo, Post>(
  photos: readonly Photo[],
  posts: readonly Post[],
  perRow = 3,
): PhotoFeed<Photo, Post> {
  if (perRow < 1) throw new Error('A row holds at least one photo.');
  const rows: FeedRow<Photo, Post>[] = [];
  for (let start = 0; start < photos.length; start += perRow) {
    const index = rows.length;
    rows.push({ photos: photos.slice(start, start + perRow), post: posts[index] });
  }
  return { rows, remainingPosts: posts.slice(rows.length) };
}
