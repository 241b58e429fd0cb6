import styled from 'styled-components';
import { site } from '@/content/site';
import { theme } from '@/components/theme/theme';

const Footer = styled.footer`
  margin-top: auto;
  padding: ${theme.space.xl} ${theme.space.md};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  text-align: center;
  p {
    margin: 0;
  }
`;

/** The root layout holds the first paint until this id is parsed, that is until the page above it is. */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  return (
    <Footer id={SITE_FOOTER_ID}>
      <p>© 2025 {site.siteName}</p>
    </Footer>
  );
}
