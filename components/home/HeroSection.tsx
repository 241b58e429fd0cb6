import styled from 'styled-components';
import { site } from '@/content/site';
import { profilePhoto } from '@/content/profile-photo';
import { theme, media } from '@/components/theme/theme';
import { ScheduleCallToggle } from '@/components/scheduling/ScheduleCallToggle';
import { ProfilePhoto, PORTRAIT_MAX_WIDTH, PORTRAIT_WIDTH } from './ProfilePhoto';
import { ScrollToSectionButton } from './ScrollToSectionButton';
import { SocialLinks } from './SocialLinks';
import { LatestNewsletterCard } from './LatestNewsletterCard';

// The portrait comes after the text in the markup (the greeting is read first) but sits above it on
// phones and beside it on wide screens. Its cell is sized from the portrait's known width, so a browser
// that paints the text before the portrait's markup has arrived already leaves the portrait its room:
// nothing moves when it comes.
const portraitCell = (width: string) => `calc(${width} + 2 * ${theme.space.md})`;

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows:
    minmax(${portraitCell(`min(${PORTRAIT_WIDTH.narrow}px, ${PORTRAIT_MAX_WIDTH})`)}, auto)
    auto;
  gap: ${theme.space.xl};
  align-items: center;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.xxl};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) ${PORTRAIT_WIDTH.wide}px;
    grid-template-rows: minmax(${portraitCell(`${PORTRAIT_WIDTH.wide}px`)}, auto);
    gap: ${theme.space.xxl};
    padding-top: ${theme.space.xxxl};
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  grid-row: 2;
  ${media.md} {
    grid-area: 1 / 1;
    /* Top, not centred: centred, a half-arrived intro would creep upwards as it grew. */
    align-self: start;
  }
  h1 {
    margin: 0;
    font-size: ${theme.fontSize.display};
  }
  > p {
    margin: 0;
    max-width: 38rem;
    color: ${theme.color.textMuted};
    ${media.md} {
      font-size: ${theme.fontSize.lg};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${theme.space.xs} ${theme.space.lg};
    border-radius: ${theme.radius.pill};
    border: 2px solid ${theme.color.accent};
    font-weight: 600;
    cursor: pointer;
    transition:
      background 0.15s ease,
      color 0.15s ease;
  }
  button:first-of-type {
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
  ${media.hover} {
    button:first-of-type:hover {
      background: ${theme.color.accentHover};
      border-color: ${theme.color.accentHover};
    }
  }
  button:nth-of-type(2) {
    background: ${theme.color.surface};
    color: ${theme.color.accent};
  }
  ${media.hover} {
    button:nth-of-type(2):hover {
      background: ${theme.color.accentSoft};
    }
  }
`;

/**
 * Where the newsletter card appears: over the lower edge of the portrait, at every width. It is placed
 * out of the flow, so the hero is laid out the same whether the card shows, is still loading, or stays
 * hidden after a failure: no reserved box is left empty below the social links, and the card's arrival
 * moves nothing (layout shift stays 0). The portrait's decorations sit higher up, clear of it.
 */
const NewsletterPlace = styled.div`
  position: absolute;
  z-index: 1;
  inset-inline: 0;
  bottom: ${theme.space.md};
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${media.md} {
    /* Partly into the hero's bottom padding, so it covers less of the portrait. */
    bottom: -${theme.space.lg};
  }
  article {
    /* The label and the date share the first line, the title has the second and third. */
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    gap: ${theme.space.xxs} ${theme.space.sm};
    width: min(22rem, 100%);
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-left: 4px solid ${theme.color.internship};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.raised};
    pointer-events: auto;
  }
  h2 {
    margin: 0;
    color: ${theme.color.textMuted};
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  a {
    grid-column: 1 / -1;
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    color: ${theme.color.text};
    font-weight: 600;
    line-height: 1.4;
  }
  ${media.hover} {
    a:hover {
      color: ${theme.color.accent};
    }
  }
  time {
    grid-area: 1 / 2;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.xs};
    white-space: nowrap;
  }
`;

const PhotoColumn = styled.div`
  position: relative;
  grid-area: 1 / 1;
  display: flex;
  justify-content: center;
  padding: ${theme.space.md} 0;
  ${media.md} {
    grid-area: 1 / 2;
  }
`;

/** The top of the home page (SPEC.md 1): who the owner is, how to reach him, and his latest post. */
export function HeroSection() {
  return (
    <Section id="hero" aria-labelledby="hero-title">
      <Intro>
        <h1 id="hero-title">{site.greeting}</h1>
        <p>{site.bio}</p>
        <Actions data-screen-only>
          <ScrollToSectionButton targetId="experiences">Explore My Experiences</ScrollToSectionButton>
          <ScheduleCallToggle>Schedule 15 Mins Talk</ScheduleCallToggle>
        </Actions>
        <SocialLinks links={site.socialLinks} label={`${site.ownerName} online`} />
      </Intro>
      <PhotoColumn>
        <ProfilePhoto image={profilePhoto} />
        <NewsletterPlace>
          <LatestNewsletterCard feedUrl={site.newsletterFeedUrl} />
        </NewsletterPlace>
      </PhotoColumn>
    </Section>
  );
}
