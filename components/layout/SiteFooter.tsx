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

/** The footer's id: a page can hold its first paint until the footer starts (see ArticleView). */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  return (
    <Footer id={SITE_FOOTER_ID}>
      <p>© 2025 {site.siteName}</p>
    </Footer>
  );
}
