import { Avatar, Badge, Entry, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { StaffRowFieldsFragment } from '../../gql/graphql';
import { SUPPORT_ROLE_LABELS, SUPPORT_ROLE_TONES } from './roles';

export const StaffRowFields = graphql(`
  fragment StaffRowFields on SupportUser {
    id
    name
    email
    role
    active
    avatarUrl
  }
`);

export type StaffAction = 'make_admin' | 'make_staff' | 'deactivate' | 'reactivate';

/** One staff member: avatar, name, email, role, whether deactivated, and what an admin may do (never to themselves). */
export function StaffRow({
  member,
  isSelf,
  onAction,
}: {
  member: StaffRowFieldsFragment;
  isSelf: boolean;
  onAction: (action: StaffAction) => void;
}) {
  return (
    <Entry
      aria-label={member.name}
      leading={<Avatar name={member.name} src={member.avatarUrl} size="md" />}
      title={
        <>
          {member.name}
          {isSelf ? <Badge>You</Badge> : null}
        </>
      }
      meta={member.email}
      aside={
        <>
          <Badge tone={SUPPORT_ROLE_TONES[member.role]}>{SUPPORT_ROLE_LABELS[member.role]}</Badge>
          {member.active ? null : <Badge tone="red">Deactivated</Badge>}
        </>
      }
      actions={
        isSelf ? null : (
          <MenuTrigger>
            <IconButton label={`Actions for ${member.name}`} icon={<MoreIcon size={18} />} />
            <Menu onAction={(key) => onAction(key as StaffAction)}>
              {member.role === 'support_staff' ? (
                <MenuItem id="make_admin">Make support admin</MenuItem>
              ) : (
                <MenuItem id="make_staff">Make support staff</MenuItem>
              )}
              {member.active ? (
                <MenuItem id="deactivate" tone="danger">
                  Deactivate
                </MenuItem>
              ) : (
                <MenuItem id="reactivate">Reactivate</MenuItem>
              )}
            </Menu>
          </MenuTrigger>
        )
      }
    />
  );
}
