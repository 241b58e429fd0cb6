import { SiteLink } from '@/components/ui/SiteLink';
import { tagPath, tagSlug } from '@/lib/articles/tags';

interface ArticleTagsProps {
  tags: readonly string[];
  /** On the article page each tag leads to its tag page; on a card (itself a link) they stay text. */
  linked?: boolean;
}

/** An article's tags as a list; nothing when there are none. Styled by `tagStyles`. */
export function ArticleTags({ tags, linked = false }: ArticleTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul data-tags aria-label="Tags">
      {tags.map((tag) => {
        const slug = tagSlug(tag);
        return <li key={tag}>{linked && slug ? <SiteLink href={tagPath(slug)}>{tag}</SiteLink> : tag}</li>;
      })}
    </ul>
  );
}
