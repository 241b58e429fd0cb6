import { SiteLink } from '@/components/ui/SiteLink';

interface ListPageNavProps {
  /** The navigation's accessible name. */
  label?: string;
  page: number;
  pageCount: number;
  newer?: string;
  older?: string;
}

/**
 * Plain links between the pages of the article list or of a tag page (work without script; crawlers follow
 * them). Unstyled markup (styled by `listPageNavStyles` where it is used), as it is also part of the list's
 * island and must not bring a styling runtime to the browser.
 */
export function ListPageNav({ label = 'Article list pages', page, pageCount, newer, older }: ListPageNavProps) {
  return (
    <nav aria-label={label} data-list-pages data-screen-only>
      {newer && (
        <SiteLink href={newer} rel="prev">
          Newer articles
        </SiteLink>
      )}
      <span>{`Page ${page} of ${pageCount}`}</span>
      {older && (
        <SiteLink href={older} rel="next">
          Older articles
        </SiteLink>
      )}
    </nav>
  );
}
