import { Avatar, type AvatarProps } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { MemberAvatarFieldsFragment } from '../../gql/graphql';

export const MemberAvatarFields = graphql(`
  fragment MemberAvatarFields on User {
    name
    avatarUrl
    avatarSeed
    avatarVariant
  }
`);

/**
 * A member's picture, the same everywhere (sidebar, profile, team list, job technicians): their photo, else the
 * avatar style they chose in Edit Profile, else their initials.
 */
export function MemberAvatar({ member, size }: { member: MemberAvatarFieldsFragment; size?: AvatarProps['size'] }) {
  return <Avatar name={member.name} src={member.avatarUrl} variant={member.avatarVariant} seed={member.avatarSeed} size={size} />;
}
