import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';

const Place = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md} ${theme.space.xxl};
  &:empty {
    display: none;
  }
`;

/** The sign-up form right below the hero, near the latest newsletter post's card. */
export function HomeNewsletterSignup() {
  return (
    <Place>
      <NewsletterSignup beside />
    </Place>
  );
}
