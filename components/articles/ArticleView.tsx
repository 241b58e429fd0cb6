import Link from 'next/link';
import { LinkPendingSpinner } from '@/components/ui/LinkPendingSpinner';
import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { ArrowLeftIcon } from '@/components/icons/UiIcons';
import type { Article } from '@/lib/articles';
import { ArticleBody } from './ArticleBody';
import { ArticleDate } from './ArticleDate';
import { ArticleTags } from './ArticleTags';
import { ShareButton } from './ShareButton';
import { badgeStyles, tagStyles } from './article-styles';

const ArticleShell = styled.div`
  max-width: ${theme.layout.readingWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxxl};
  ${media.md} {
    padding-top: ${theme.space.xl};
  }
  ${badgeStyles}
  ${tagStyles}
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.xs} ${theme.space.sm};
  margin-left: calc(-1 * ${theme.space.sm});
  border-radius: ${theme.radius.pill};
  color: ${theme.color.textMuted};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.text};
  }
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
  [data-share-button]:hover {
    background: ${theme.color.surfaceMuted};
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

/** One article: back link, header (category, Share, title, excerpt, date, reading time, tags) and body. */
export function ArticleView({ article, html }: { article: Article; html: string }) {
  return (
    <ArticleShell>
      <BackLink href="/articles">
        <ArrowLeftIcon />
        Articles
        <LinkPendingSpinner />
      </BackLink>
      <article>
        <Header>
          <div data-article-actions>
            <span data-badge>{article.category}</span>
            <ShareButton title={article.title} />
          </div>
          <h1>{article.title}</h1>
          {article.excerpt && <p data-lede>{article.excerpt}</p>}
          <p data-article-meta>
            <ArticleDate publishedAt={article.publishedAt} />
            <span aria-hidden="true">·</span>
            <span>{article.readingTimeMinutes} min read</span>
          </p>
          <ArticleTags tags={article.tags} />
        </Header>
        <ArticleBody html={html} />
      </article>
    </ArticleShell>
  );
}
