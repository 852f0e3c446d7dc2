import { Badge, Entry, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { MemberRowFieldsFragment } from '../../gql/graphql';
import { MemberAvatar } from './MemberAvatar';
import * as css from './members.css';
import { ROLE_LABELS, ROLE_TONES } from './palette';

export const MemberRowFields = graphql(`
  fragment MemberRowFields on User {
    id
    name
    email
    role
    color
    ...MemberAvatarFields
    invitePending
    viewerCanManage
  }
`);

export type MemberAction = 'edit' | 'resend' | 'remove';

/** One member: avatar, name, email, role badge, colour dot, and the actions the viewer may take. */
export function MemberRow({
  member,
  isSelf,
  actions,
  onAction,
}: {
  member: MemberRowFieldsFragment;
  isSelf: boolean;
  actions: MemberAction[];
  onAction: (action: MemberAction) => void;
}) {
  return (
    <Entry
      aria-label={member.name}
      leading={<MemberAvatar member={member} size="md" />}
      title={
        <>
          {member.name}
          {isSelf ? <Badge>You</Badge> : null}
        </>
      }
      meta={member.email}
      aside={
        <>
          <Badge tone={ROLE_TONES[member.role]}>{ROLE_LABELS[member.role]}</Badge>
          {member.invitePending ? <Badge tone="yellow">Invited</Badge> : null}
          <span className={css.swatch} style={{ background: member.color }} role="img" aria-label={`Colour ${member.color}`} />
        </>
      }
      actions={
        actions.length ? (
          <MenuTrigger>
            <IconButton label={`Actions for ${member.name}`} icon={<MoreIcon size={18} />} />
            <Menu onAction={(key) => onAction(key as MemberAction)}>
              {actions.includes('edit') ? <MenuItem id="edit">Edit member</MenuItem> : null}
              {actions.includes('resend') ? <MenuItem id="resend">Send a new invite link</MenuItem> : null}
              {actions.includes('remove') ? (
                <MenuItem id="remove" tone="danger">
                  Remove
                </MenuItem>
              ) : null}
            </Menu>
          </MenuTrigger>
        ) : null
      }
    />
  );
}
