import styled, { keyframes } from 'styled-components';
import type { ResponsiveImage } from '@/content/profile-photo';
import { theme, media } from '@/components/theme/theme';
import { IconSvg } from '@/components/icons/IconSvg';

const float = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-10px); }
`;

/** The portrait's displayed width in CSS pixels (it is square): the hero lays out its cell from these. */
export const PORTRAIT_WIDTH = { narrow: 300, wide: 360 } as const;
/** On screens too narrow for it, the portrait is this wide: room on each side for the icons that float over its edge. */
export const PORTRAIT_MAX_WIDTH = '100vw - 2.5rem';

const Frame = styled.div`
  position: relative;
  /* The floating icons stand out about 6% past its sides: on the narrowest phones (320 px) they need the room,
     or the page scrolls sideways. */
  width: min(${PORTRAIT_WIDTH.narrow}px, ${PORTRAIT_MAX_WIDTH});
  max-width: 100%;
  /* Square before the image's markup arrives, so the hero keeps the portrait's place from the first paint. */
  aspect-ratio: 1;
  ${media.md} {
    width: ${PORTRAIT_WIDTH.wide}px;
  }
  img {
    width: 100%;
    border-radius: 50%;
    box-shadow: ${theme.shadow.raised};
  }
`;

const Floating = styled.span`
  position: absolute;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${theme.color.surface};
  color: ${theme.color.accent};
  box-shadow: ${theme.shadow.card};
  animation: ${float} 3.2s ease-in-out infinite alternate;
  &[data-position='top-left'] {
    top: 6%;
    left: -4%;
  }
  &[data-position='top-right'] {
    top: -2%;
    right: 8%;
    color: ${theme.color.internship};
    animation-delay: -0.8s;
  }
  /* The lower two stay above the portrait's bottom quarter, where the newsletter card appears (HeroSection). */
  &[data-position='bottom-left'] {
    bottom: 34%;
    left: -6%;
    color: ${theme.color.project};
    animation-delay: -1.6s;
  }
  /* Less far out than its left twin: from 768 to about 1160 px the portrait stands at the page's right margin
     (16 px), which -6% of 360 px and then some would cross, widening the page. */
  &[data-position='bottom-right'] {
    bottom: 38%;
    right: -4%;
    color: ${theme.color.decoration};
    animation-delay: -2.4s;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

/** Small product-work symbols drifting around the portrait; purely decorative. */
const decorations = [
  { position: 'top-left', glyph: <path d="M4 19V5M4 19h16M8 15l4-4 3 3 5-6" /> },
  {
    position: 'top-right',
    glyph: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
  },
  {
    position: 'bottom-left',
    glyph: (
      <>
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="12" cy="12" r="0.5" />
      </>
    ),
  },
  { position: 'bottom-right', glyph: <path d="M4 5h16v11H9l-5 4z M8 10h8" /> },
] as const;

/** The hero portrait: the page's largest element, so it loads first, eagerly, at its shown size. */
export function ProfilePhoto({ image }: { image: ResponsiveImage }) {
  return (
    <Frame>
      {/* Static export has no image optimiser; the files are pre-sized by the image script. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <span aria-hidden="true" data-testid="hero-decorations">
        {decorations.map((decoration) => (
          <Floating key={decoration.position} data-position={decoration.position}>
            <IconSvg size={22}>{decoration.glyph}</IconSvg>
          </Floating>
        ))}
      </span>
    </Frame>
  );
}
