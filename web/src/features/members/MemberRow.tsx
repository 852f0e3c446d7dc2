import { Badge } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { MemberRowFieldsFragment } from '../../gql/graphql';
import { type PersonAction, PersonEntry } from '../people';
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

const MEMBER_ACTIONS: PersonAction<MemberAction>[] = [
  { id: 'edit', label: 'Edit member' },
  { id: 'resend', label: 'Send a new invite link' },
  { id: 'remove', label: 'Remove', tone: 'danger' },
];

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
    <PersonEntry
      name={member.name}
      email={member.email}
      isSelf={isSelf}
      avatar={<MemberAvatar member={member} size="md" />}
      badges={
        <>
          <Badge tone={ROLE_TONES[member.role]}>{ROLE_LABELS[member.role]}</Badge>
          {member.invitePending ? <Badge tone="yellow">Invited</Badge> : null}
          <span className={css.swatch} style={{ background: member.color }} role="img" aria-label={`Colour ${member.color}`} />
        </>
      }
      actions={MEMBER_ACTIONS.filter((a) => actions.includes(a.id))}
      onAction={onAction}
    />
  );
}
