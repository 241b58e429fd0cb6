import { SiteLink } from '@/components/ui/SiteLink';
import { SITE_FOOTER_ID } from '@/components/layout/SiteFooter';
import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { ArrowLeftIcon } from '@/components/icons/UiIcons';
import type { Article } from '@/lib/articles';
import type { ContentsEntry } from '@/lib/markdown/contents';
import { ArticleBody } from './ArticleBody';
import { ArticleContents } from './ArticleContents';
import { ArticleDate } from './ArticleDate';
import { ArticleOnward } from './ArticleOnward';
import { ArticleTags } from './ArticleTags';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { ShareButton } from './ShareButton';
import { ShareLinks } from './ShareLinks';
import { site } from '@/content/site';
import { backLinkStyles, badgeStyles, readingLayoutStyles, tagStyles, wide } from './article-styles';

const ArticleShell = styled.div`
  ${readingLayoutStyles}
  ${badgeStyles}
  ${tagStyles}

  [data-newsletter-signup] {
    margin-top: ${theme.space.xxl};
  }

  /* Onward reading. */
  [data-neighbours] {
    display: grid;
    gap: ${theme.space.md};
    margin-top: ${theme.space.xxl};
    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  [data-neighbour] {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xxs};
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    text-decoration: none;
  }
  ${media.hover} {
    [data-neighbour]:hover {
      border-color: ${theme.color.accent};
    }
  }
  [data-neighbour='older'] {
    grid-column: -2;
  }
  /* The link's spinner, in its top corner: on a line of its own it made the card grow as it appeared. */
  [data-neighbour] {
    position: relative;
  }
  [data-neighbour] [data-link-spinner] {
    position: absolute;
    top: ${theme.space.md};
    right: ${theme.space.md};
  }
  [data-neighbour-label] {
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  [data-neighbour-title] {
    font-family: ${theme.font.heading};
    font-size: ${theme.fontSize.lg};
    font-weight: 700;
  }
  [data-related] {
    margin-top: ${theme.space.xxl};
    h2 {
      margin: 0 0 ${theme.space.lg};
      font-size: ${theme.fontSize.xxl};
    }
    /* One card a row in the reading column; three across the page where the page is wide. */
    [data-article-list] {
      grid-template-columns: minmax(0, 1fr);
    }
    ${wide} {
      grid-column: 1 / -1;
      [data-article-list] {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    }
  }
`;

const BackLink = styled(SiteLink)`
  ${backLinkStyles}
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xl};
  padding-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};

  /* As tall as the Share button from the start, so the badge, centred, stays put when the button arrives; and
     left-aligned, as a button at the right edge would grow leftwards, moving, while its markup arrives. */
  [data-article-actions] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
    min-height: 2.5rem;
  }
  h1 {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSize.display};
  }
  [data-lede] {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.lg};
    line-height: 1.5;
    ${media.md} {
      font-size: ${theme.fontSize.xl};
    }
  }
  [data-article-meta] {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }

  [data-share-button] {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.5rem;
    padding: ${theme.space.xs} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    cursor: pointer;
  }
  ${media.hover} {
    [data-share-button]:hover {
      background: ${theme.color.surfaceMuted};
    }
  }

  /* The share notices: fixed to the bottom of the viewport, above the page, below the dialog. */
  [data-notice-region] {
    position: fixed;
    z-index: 45;
    left: ${theme.space.md};
    right: ${theme.space.md};
    bottom: ${theme.space.md};
    pointer-events: none;
    ${media.sm} {
      left: auto;
      width: 24rem;
    }
  }
  [data-notice] {
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    box-shadow: ${theme.shadow.raised};
    pointer-events: auto;
  }
  [data-notice='destructive'] {
    border-color: ${theme.color.danger};
    background: ${theme.color.danger};
    color: ${theme.color.onAccent};
  }
  [data-notice] p {
    margin: 0;
    font-size: ${theme.fontSize.sm};
  }
  [data-notice] [data-notice-title] {
    font-size: ${theme.fontSize.md};
    font-weight: 600;
  }
`;

interface ArticleViewProps {
  article: Article;
  html: string;
  /** Null for an article too short to need any. */
  contents: ContentsEntry[] | null;
  newer?: Article;
  older?: Article;
  related: readonly Article[];
}

/**
 * One article: back link, header (category, Share, title, excerpt, date, reading time, tags), contents,
 * body, and where to go next.
 */
export function ArticleView({ article, html, contents, newer, older, related }: ArticleViewProps) {
  return (
    <ArticleShell>
      {/*
        The first paint waits until the whole article is parsed (where the browser supports the hint:
        Chromium). Otherwise a browser paints the header as soon as it has it, then lays the whole article
        out in one long task just as the reader starts, on a phone's CPU some 100 ms during which the page
        cannot respond; held, that work comes before the one paint that shows the article. The footer is the
        mark because Chromium releases the hold when the element starts. A compressed article is 10-17 kB,
        so on a slow connection the wait is short. React hoists the link into <head>, the only place it counts.
      */}
      <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      <BackLink href="/articles" data-screen-only>
        <ArrowLeftIcon />
        Articles
      </BackLink>
      <article>
        <Header>
          <div data-article-actions>
            <span data-badge>{article.category}</span>
            <ShareButton title={article.title} />
            <ShareLinks title={article.title} url={new URL(`/articles/${article.slug}`, site.url).toString()} />
          </div>
          <h1>{article.title}</h1>
          {article.excerpt && <p data-lede>{article.excerpt}</p>}
          <p data-article-meta>
            <ArticleDate publishedAt={article.publishedAt} />
            <span aria-hidden="true">·</span>
            <span>{article.readingTimeMinutes} min read</span>
          </p>
          <ArticleTags tags={article.tags} linked />
        </Header>
        {contents && <ArticleContents entries={contents} />}
        <ArticleBody html={html} slug={article.slug} />
      </article>
      <NewsletterSignup />
      <ArticleOnward newer={newer} older={older} related={related} />
    </ArticleShell>
  );
}
