import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Entry,
  EntryList,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  MoreIcon,
  PlusIcon,
  Stack,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { InvitesPageQuery } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { InviteLink } from '../people';
import { InviteStaffDialog, JOIN_NOTE } from './InviteStaffDialog';
import { SUPPORT_ROLE_LABELS, SUPPORT_ROLE_TONES } from './roles';

const InvitesQuery = graphql(`
  query InvitesPage {
    supportInvites {
      id
      email
      role
      createdAt
      expiresAt
      expired
      invitedByName
    }
  }
`);

const ResendInvite = graphql(`
  mutation ResendSupportInvite($id: ID!) {
    resendSupportInvite(id: $id) {
      __typename
      ... on StaffInvitePayload {
        link
        invite {
          id
          email
          expiresAt
          expired
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

const RevokeInvite = graphql(`
  mutation RevokeSupportInvite($id: ID!) {
    revokeSupportInvite(id: $id) {
      __typename
      ... on RevokeStaffInvitePayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

type Invite = InvitesPageQuery['supportInvites'][number];

/** Invites: who was asked to join and has not yet, with resend (a new link) and revoke. */
export function InvitesPage() {
  const { data, error, refetch } = useQuery(InvitesQuery, { fetchPolicy: 'cache-and-network' });
  const [resend] = useMutation(ResendInvite);
  const [revoke] = useMutation(RevokeInvite);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<{ invite: Invite; open: boolean } | null>(null);
  const [link, setLink] = useState<{ path: string; email: string; open: boolean } | null>(null);

  async function resendTo(invite: Invite) {
    try {
      const sent = unwrap((await resend({ variables: { id: invite.id } })).data?.resendSupportInvite, 'Failed to resend the invite');
      setLink({ path: sent.link, email: sent.invite.email, open: true });
      toast.success(`A new invite was sent to ${invite.email}`);
    } catch (err) {
      toast.error('Failed to resend the invite', messageOf(err, '') || undefined);
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      unwrap((await revoke({ variables: { id: revoking.invite.id } })).data?.revokeSupportInvite, 'Failed to revoke the invite');
    } catch (err) {
      toast.error('Failed to revoke the invite', messageOf(err, '') || undefined);
      throw err;
    }
    toast.success(`The invite to ${revoking.invite.email} was revoked`);
    await refetch();
  }

  const inviteButton = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => setInviting(true)}>
      Invite staff
    </Button>
  );

  return (
    <Stack gap="4">
      <Stack direction="row" justify="end">
        {inviteButton}
      </Stack>
      <PagedList
        list={{ items: data?.supportInvites, error, retry: () => void refetch() }}
        noun="invites"
        failedTitle="Failed to load invites"
        skeleton={{ count: 2, height: 56, rows: true }}
        empty={<EmptyState title="No pending invites" description="An invite waits here until it is accepted, revoked or replaced." />}
      >
        {(invites) => (
          <Card padding="md">
            <EntryList aria-label="Pending invites">
              {invites.map((invite) => (
                <Entry
                  key={invite.id}
                  aria-label={invite.email}
                  title={invite.email}
                  meta={`Invited by ${invite.invitedByName} on ${formatDateTime(invite.createdAt)} · ${
                    invite.expired ? 'expired' : 'expires'
                  } ${formatDateTime(invite.expiresAt)}`}
                  aside={
                    <>
                      <Badge tone={SUPPORT_ROLE_TONES[invite.role]}>{SUPPORT_ROLE_LABELS[invite.role]}</Badge>
                      {invite.expired ? <Badge tone="yellow">Expired</Badge> : <Badge tone="blue">Pending</Badge>}
                    </>
                  }
                  actions={
                    <MenuTrigger>
                      <IconButton label={`Actions for the invite to ${invite.email}`} icon={<MoreIcon size={18} />} />
                      <Menu onAction={(key) => (key === 'resend' ? void resendTo(invite) : setRevoking({ invite, open: true }))}>
                        <MenuItem id="resend">Resend invite</MenuItem>
                        <MenuItem id="revoke" tone="danger">
                          Revoke invite
                        </MenuItem>
                      </Menu>
                    </MenuTrigger>
                  }
                />
              ))}
            </EntryList>
          </Card>
        )}
      </PagedList>
      <InviteStaffDialog isOpen={inviting} onOpenChange={setInviting} onInvited={() => void refetch()} />
      {revoking ? (
        <AlertDialog
          title={`Revoke the invite to ${revoking.invite.email}?`}
          variant="destructive"
          confirmLabel="Revoke"
          isOpen={revoking.open}
          onOpenChange={(open) => setRevoking({ ...revoking, open })}
          onConfirm={confirmRevoke}
        >
          Their link stops working at once. You can invite them again later.
        </AlertDialog>
      ) : null}
      {link ? (
        <Modal isOpen={link.open} onOpenChange={(open) => setLink({ ...link, open })} size="md">
          <Dialog title="New invite link">
            {(close) => <InviteLink path={link.path} name={link.email} note={JOIN_NOTE} onDone={close} />}
          </Dialog>
        </Modal>
      ) : null}
    </Stack>
  );
}
