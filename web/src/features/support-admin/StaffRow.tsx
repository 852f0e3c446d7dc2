import { Avatar, Badge } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { StaffRowFieldsFragment } from '../../gql/graphql';
import { type PersonAction, PersonEntry } from '../people';
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
  const actions: PersonAction<StaffAction>[] = isSelf
    ? []
    : [
        member.role === 'support_staff'
          ? { id: 'make_admin', label: 'Make support admin' }
          : { id: 'make_staff', label: 'Make support staff' },
        member.active ? { id: 'deactivate', label: 'Deactivate', tone: 'danger' } : { id: 'reactivate', label: 'Reactivate' },
      ];
  return (
    <PersonEntry
      name={member.name}
      email={member.email}
      isSelf={isSelf}
      avatar={<Avatar name={member.name} src={member.avatarUrl} size="md" />}
      badges={
        <>
          <Badge tone={SUPPORT_ROLE_TONES[member.role]}>{SUPPORT_ROLE_LABELS[member.role]}</Badge>
          {member.active ? null : <Badge tone="red">Deactivated</Badge>}
        </>
      }
      actions={actions}
      onAction={onAction}
    />
  );
}
