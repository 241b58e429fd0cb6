import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { ExternalLink } from '@/components/links/ExternalLink';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import type { Song } from '@/content/songs';

/** Two columns on phones, three from 768px, four from 1024px (the container tops out at 72rem). */
const COVER_SIZES =
  '(min-width: 1152px) 262px, (min-width: 1024px) calc((100vw - 6.5rem) / 4), ' +
  '(min-width: 768px) calc((100vw - 5rem) / 3), calc((100vw - 3rem) / 2)';

/** How many covers the first row shows on the widest layout: those load at once, the rest lazily. */
const FIRST_ROW = 4;

// Cards are styled from the list: a styled <li> would put its <style> element inside the <ul>.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > li {
    position: relative;
    display: flex;
    flex-direction: column;
    /* The cover's square, reserved above the title (a percentage padding is a share of the card's width). */
    padding-top: 100%;
    overflow: hidden;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.card};
    transition:
      transform 150ms ease,
      box-shadow 150ms ease;
  }
  ${media.hover} {
    > li:hover {
      transform: translateY(-2px);
      box-shadow: ${theme.shadow.raised};
    }
  }
  img {
    /* First on screen, last to be read: the title and artist come before the cover's description in the
       markup. The cover fills the square reserved for it, so the title is in its place before it arrives. */
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    aspect-ratio: 1;
  }
  h2 {
    margin: ${theme.space.sm} ${theme.space.md} 0;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: 1.35;
  }
  h2 a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  /* The whole card is the link's target area. */
  h2 a::after {
    content: '';
    position: absolute;
    z-index: 1;
    inset: 0;
    border-radius: ${theme.radius.md};
  }
  ${media.hover} {
    h2 a:hover {
      color: ${theme.color.accent};
    }
  }
  h2 a:focus-visible {
    outline: none;
  }
  h2 a:focus-visible::after {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
  p {
    margin: ${theme.space.xxs} ${theme.space.md} ${theme.space.md};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
`;

/** The Sounds Great grid: each card leads to the song on YouTube in a new tab. */
export function SongGrid({ songs }: { songs: readonly Song[] }) {
  return (
    <Grid>
      {songs.map((song, index) => (
        <li key={song.youtubeUrl}>
          <h2>
            <ExternalLink href={song.youtubeUrl}>{song.title}</ExternalLink>
          </h2>
          <p>
            <span className="visually-hidden">by </span>
            {song.artist}
          </p>
          <ResponsiveImage image={song.image} sizes={COVER_SIZES} aboveTheFold={index < FIRST_ROW} />
        </li>
      ))}
    </Grid>
  );
}
