import { useId } from 'react';
import styled from 'styled-components';
import { site } from '@/content/site';
import { theme, media } from '@/components/theme/theme';
import { primaryPillStyles } from '@/components/theme/shared-styles';
import { newsletterSignup } from '@/lib/newsletter/signup';
import { SignupFrame } from './SignupFrame';

/** Substack's embed form is drawn for this size; the frame keeps it from the start, so nothing moves. */
export const SIGNUP_FRAME_SIZE = { width: 480, height: 320 } as const;

const Block = styled.section<{ $beside: boolean }>`
  display: grid;
  gap: ${theme.space.md} ${theme.space.xl};
  /* Top, not centred: centred, the text would move down when the frame after it in the markup arrives. */
  align-items: start;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  /* The text beside the form where there is room for both (the home page, from 1024 px: on a tablet upright the
     text had a column of about 190 px, five words a line); above it elsewhere and in the reading column. */
  ${({ $beside }) =>
    $beside && `${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, ${SIGNUP_FRAME_SIZE.width}px); }`}
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSize.xl};
  }
  p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.color.textMuted};
  }
  iframe,
  .signup-unreachable {
    display: block;
    width: 100%;
    max-width: ${SIGNUP_FRAME_SIZE.width}px;
    height: ${SIGNUP_FRAME_SIZE.height}px;
    border: 0;
    border-radius: ${theme.radius.md};
    /* Substack draws its form on white; the same white behind it before it arrives, in both themes. */
    background: #fff;
  }
  /* In place of the frame when Substack cannot be reached (SignupFrame): the frame's box, in the page's colours. */
  .signup-unreachable {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    justify-content: center;
    padding: ${theme.space.lg};
    border: 1px dashed ${theme.color.border};
    background: ${theme.color.surfaceMuted};
    p:last-child {
      margin: 0;
    }
  }
`;

const SubscribeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${theme.space.xs} ${theme.space.lg};
  ${primaryPillStyles}
`;

/**
 * The newsletter sign-up: Substack's own form in a frame that loads only near the viewport (loading="lazy")
 * and has its size from the start, and beside it a plain Subscribe link to the publication that works with
 * no frame and no script. If Substack cannot be reached, a note takes the frame's place (SignupFrame).
 * Nothing when no Substack publication is configured (lib/newsletter/signup.ts).
 */
export function NewsletterSignup({ beside = false }: { beside?: boolean }) {
  const headingId = useId();
  const signup = newsletterSignup();
  if (!signup) return null;
  return (
    <Block aria-labelledby={headingId} $beside={beside} data-newsletter-signup data-screen-only>
      <div>
        <h2 id={headingId}>Get the newsletter</h2>
        <p>New articles and notes on product, careers and building companies, by e-mail. Free; unsubscribe any time.</p>
        <SubscribeLink href={signup.publicationUrl} target="_blank" rel="noopener noreferrer">
          Subscribe
          <span className="visually-hidden"> to {site.siteName}’s newsletter on Substack (opens in a new tab)</span>
        </SubscribeLink>
      </div>
      <SignupFrame
        src={signup.embedUrl}
        title={`Sign-up form of ${site.siteName}’s newsletter on Substack`}
        width={SIGNUP_FRAME_SIZE.width}
        height={SIGNUP_FRAME_SIZE.height}
      />
    </Block>
  );
}
