/** An article's tags as a list; nothing when there are none. Styled by `tagStyles`. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul data-tags aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
