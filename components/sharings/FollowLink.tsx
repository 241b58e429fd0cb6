import styled from 'styled-components';
import { theme } from '@/components/theme/theme';
import { primaryPillStyles } from '@/components/theme/shared-styles';
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
  ${primaryPillStyles}
`;

/** "Follow for more insights": the owner's social profile, in a new tab. */
export function FollowLink({ profileUrl }: { profileUrl: string }) {
  return (
    <Row>
      <ButtonLink href={profileUrl}>Follow for more insights</ButtonLink>
    </Row>
  );
}
