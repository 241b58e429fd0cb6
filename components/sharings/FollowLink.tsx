import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { ExternalLink } from '@/components/links/ExternalLink';

const Row = styled.p`
  display: flex;
  justify-content: center;
  margin: ${theme.space.xxl} 0 0;
`;

// A link, not a button: it goes somewhere (the owner's profile), it only looks like a button.
const ButtonLink = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  padding: ${theme.space.sm} ${theme.space.xl};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.color.accentHover};
    color: ${theme.color.onAccent};
  }
`;

/** "Follow for more insights": the owner's social profile, in a new tab. */
export function FollowLink({ profileUrl }: { profileUrl: string }) {
  return (
    <Row>
      <ButtonLink href={profileUrl}>Follow for more insights</ButtonLink>
    </Row>
  );
}
