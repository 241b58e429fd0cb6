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

export function SiteFooter() {
  return (
    <Footer>
      <p>© 2025 {site.siteName}</p>
    </Footer>
  );
}
