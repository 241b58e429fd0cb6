import styled from 'styled-components';
import { FeedIcon } from '@/components/icons/UiIcons';

// Inline, so a long tag name wraps with the text around it.
const Anchor = styled.a`
  svg {
    display: inline-block;
    margin-right: 0.3em;
    vertical-align: -0.125em;
  }
`;

/**
 * A visible link to a feed, for readers who follow the site in a feed reader: browsers no longer show the
 * feeds a page announces in its head. A plain link, not SiteLink: a feed is a file, not a page of the site.
 */
export function FeedLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} type="application/rss+xml" data-screen-only>
      <FeedIcon />
      {children}
    </Anchor>
  );
}
