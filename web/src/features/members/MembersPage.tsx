import { useMutation, useQuery } from '@apollo/client/react';
import { effectivePlan, userQuotaMessage } from '@rules/plans';
import { usageLevelOf } from '@rules/usage';
import { Button, Card, Dialog, EntryList, Meter, Modal, PageHeader, PlusIcon, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { MemberRowFieldsFragment } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { promptFromCode } from '../../lib/subscription-errors';
import { subscriptionPrompt } from '../../lib/subscription-prompt-store';
import { useCan } from '../../lib/use-can';
import { useViewer } from '../../lib/viewer';
import { InviteLink } from '../people';
import { AddMemberDialog } from './AddMemberDialog';
import { EditMemberDialog } from './EditMemberDialog';
import { type MemberAction, MemberRow } from './MemberRow';
import * as css from './members.css';
import { RemoveMemberDialog } from './RemoveMemberDialog';

const MembersQuery = graphql(`
  query MembersPage {
    members {
      id
      ...MemberRowFields
    }
  }
`);

const ResendInvite = graphql(`
  mutation ResendInvite($id: ID!) {
    resendInvite(id: $id) {
      __typename
      ... on MemberInvitePayload {
        inviteUrl
        member {
          id
          name
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

type Open<T> = { item: T; open: boolean } | null;

/** /members 'Team Members' (admin and manager): who is on the team, the plan's user quota, add / edit / remove. */
export function MembersPage() {
  const { viewer } = useViewer();
  const mayManageAdmins = useCan('manageAdmins');
  const { data, error, refetch } = useQuery(MembersQuery, { fetchPolicy: 'cache-and-network' });
  const [resend] = useMutation(ResendInvite);
  const [adding, setAdding] = useState(false);
  // A dialog's member stays set while it fades out; `open` says whether it is showing.
  const [editing, setEditing] = useState<Open<MemberRowFieldsFragment>>(null);
  const [removing, setRemoving] = useState<Open<MemberRowFieldsFragment>>(null);
  const [invite, setInvite] = useState<Open<{ path: string; name: string }>>(null);

  if (!viewer) return null;
  const members = data?.members ?? [];
  const plan = effectivePlan(viewer.org.subscription);
  const atQuota = !!data && members.length >= plan.users;

  function startAdding() {
    // Beyond the quota the server answers 402 anyway; say so before the form is filled in.
    if (atQuota) subscriptionPrompt.set(promptFromCode('SUBSCRIPTION_REQUIRED', userQuotaMessage(plan)));
    else setAdding(true);
  }

  async function resendFor(member: MemberRowFieldsFragment) {
    try {
      const result = unwrap((await resend({ variables: { id: member.id } })).data?.resendInvite, '');
      if (result.inviteUrl) setInvite({ item: { path: result.inviteUrl, name: result.member.name }, open: true });
      else toast.error('Failed to send invite');
    } catch (err) {
      toast.error('Failed to send invite', messageOf(err, '') || undefined);
    }
  }

  function onAction(member: MemberRowFieldsFragment, action: MemberAction) {
    if (action === 'edit') setEditing({ item: member, open: true });
    else if (action === 'remove') setRemoving({ item: member, open: true });
    else void resendFor(member);
  }

  function actionsFor(member: MemberRowFieldsFragment): MemberAction[] {
    if (!viewer || !member.viewerCanManage) return [];
    const actions: MemberAction[] = ['edit'];
    if (member.invitePending) actions.push('resend');
    if (member.id !== viewer.id) actions.push('remove');
    return actions;
  }

  return (
    <>
      <PageHeader
        title="Team Members"
        actions={
          <Button variant="primary" icon={<PlusIcon size={16} />} onPress={startAdding}>
            Add Member
          </Button>
        }
      />

      {data ? (
        <Meter
          className={css.quota}
          label={`${plan.name} plan`}
          value={members.length}
          maxValue={plan.users}
          level={usageLevelOf(members.length, plan.users)}
          valueLabel={`${members.length} of ${plan.users} ${plan.users === 1 ? 'user' : 'users'}`}
        />
      ) : null}

      <PagedList
        list={{ items: data?.members, error, retry: () => void refetch() }}
        noun="members"
        failedTitle="Failed to load members"
        skeleton={{ count: 3, height: 56, rows: true }}
        empty={null}
      >
        {(members) => (
          <Card padding="md">
            <EntryList aria-label="Team members">
              {members.map((m) => (
                <MemberRow key={m.id} member={m} isSelf={m.id === viewer.id} actions={actionsFor(m)} onAction={(a) => onAction(m, a)} />
              ))}
            </EntryList>
          </Card>
        )}
      </PagedList>

      <AddMemberDialog isOpen={adding} onOpenChange={setAdding} mayManageAdmins={mayManageAdmins} onAdded={() => refetch()} />
      {editing ? (
        <EditMemberDialog
          member={editing.item}
          mayManageAdmins={mayManageAdmins}
          isOpen={editing.open}
          onOpenChange={(open) => setEditing({ ...editing, open })}
        />
      ) : null}
      {removing ? (
        <RemoveMemberDialog
          member={removing.item}
          isOpen={removing.open}
          onOpenChange={(open) => setRemoving({ ...removing, open })}
          onRemoved={() => refetch()}
        />
      ) : null}
      {invite ? (
        <Modal isOpen={invite.open} onOpenChange={(open) => setInvite({ ...invite, open })} size="md">
          <Dialog title="New invite link">
            {(close) => <InviteLink path={invite.item.path} name={invite.item.name} onDone={close} />}
          </Dialog>
        </Modal>
      ) : null}
    </>
  );
}
