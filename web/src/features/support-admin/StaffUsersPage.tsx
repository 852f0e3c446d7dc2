import { useMutation, useQuery } from '@apollo/client/react';
import { AlertDialog, Button, Card, EntryList, PlusIcon, Stack, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { StaffRowFieldsFragment } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { InviteStaffDialog } from './InviteStaffDialog';
import { type StaffAction, StaffRow } from './StaffRow';
import { useStaffChanges } from './use-staff-changes';

const StaffUsersQuery = graphql(`
  query StaffUsersPage {
    supportViewer {
      id
    }
    supportStaff {
      id
      ...StaffRowFields
    }
  }
`);

const ChangeRole = graphql(`
  mutation ChangeSupportStaffRole($id: ID!, $role: SupportRole!) {
    changeSupportStaffRole(id: $id, role: $role) {
      __typename
      ... on SupportUser {
        id
        ...StaffRowFields
      }
      ... on AppError {
        message
      }
    }
  }
`);

const Deactivate = graphql(`
  mutation DeactivateSupportStaff($id: ID!) {
    deactivateSupportStaff(id: $id) {
      __typename
      ... on SupportUser {
        id
        ...StaffRowFields
      }
      ... on AppError {
        message
      }
    }
  }
`);

const Reactivate = graphql(`
  mutation ReactivateSupportStaff($id: ID!) {
    reactivateSupportStaff(id: $id) {
      __typename
      ... on SupportUser {
        id
        ...StaffRowFields
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** Staff users: the whole support team; an admin changes roles, deactivates and reactivates others, and invites. */
export function StaffUsersPage() {
  const { data, error, refetch } = useQuery(StaffUsersQuery, { fetchPolicy: 'cache-and-network' });
  useStaffChanges(refetch);
  const [changeRole] = useMutation(ChangeRole);
  const [deactivate] = useMutation(Deactivate);
  const [reactivate] = useMutation(Reactivate);
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState<{ member: StaffRowFieldsFragment; open: boolean } | null>(null);

  async function run(action: StaffAction, member: StaffRowFieldsFragment) {
    if (action === 'deactivate') return setLeaving({ member, open: true });
    try {
      if (action === 'reactivate') {
        unwrap((await reactivate({ variables: { id: member.id } })).data?.reactivateSupportStaff, 'Failed to reactivate');
        toast.success(`${member.name} can sign in again`);
      } else {
        const role = action === 'make_admin' ? 'support_admin' : 'support_staff';
        unwrap((await changeRole({ variables: { id: member.id, role } })).data?.changeSupportStaffRole, 'Failed to change the role');
        toast.success(`${member.name} is now ${role === 'support_admin' ? 'a support admin' : 'support staff'}`);
      }
    } catch (err) {
      toast.error('Failed to update staff member', messageOf(err, '') || undefined);
    }
  }

  async function confirmDeactivate() {
    if (!leaving) return;
    try {
      unwrap((await deactivate({ variables: { id: leaving.member.id } })).data?.deactivateSupportStaff, 'Failed to deactivate');
    } catch (err) {
      toast.error('Failed to deactivate', messageOf(err, '') || undefined);
      throw err;
    }
    toast.success(`${leaving.member.name} was deactivated`);
  }

  return (
    <Stack gap="4">
      <Stack direction="row" justify="end">
        <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => setInviting(true)}>
          Invite staff
        </Button>
      </Stack>
      <PagedList
        list={{ items: data?.supportStaff, error, retry: () => void refetch() }}
        noun="staff users"
        failedTitle="Failed to load staff users"
        skeleton={{ count: 3, height: 56, rows: true }}
        empty={null}
      >
        {(staff) => (
          <Card padding="md">
            <EntryList aria-label="Staff users">
              {staff.map((m) => (
                <StaffRow key={m.id} member={m} isSelf={m.id === data?.supportViewer?.id} onAction={(a) => void run(a, m)} />
              ))}
            </EntryList>
          </Card>
        )}
      </PagedList>
      <InviteStaffDialog isOpen={inviting} onOpenChange={setInviting} onInvited={() => {}} />
      {leaving ? (
        <AlertDialog
          title={`Deactivate ${leaving.member.name}?`}
          variant="destructive"
          confirmLabel="Deactivate"
          isOpen={leaving.open}
          onOpenChange={(open) => setLeaving({ ...leaving, open })}
          onConfirm={confirmDeactivate}
        >
          They are signed out everywhere at once and can no longer sign in. Their tickets, replies and audit entries stay.
        </AlertDialog>
      ) : null}
    </Stack>
  );
}
