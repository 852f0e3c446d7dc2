import { useMutation } from '@apollo/client/react';
import { Banner, Button, Form, FormActions, type Key, Select, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { SupportRole } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { type Invite, InviteDialog } from '../people';
import { SUPPORT_ROLE_ITEMS } from './roles';

export const InviteSupportStaff = graphql(`
  mutation InviteSupportStaff($email: String!, $role: SupportRole) {
    inviteSupportStaff(email: $email, role: $role) {
      __typename
      ... on StaffInvitePayload {
        link
        invite {
          id
          email
        }
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const JOIN_NOTE = 'They choose their name and password with it. It works once and expires in 7 days.';

/** Invite staff: an email and a role; the answer is the join link (also emailed), to copy and pass on by hand. */
export function InviteStaffDialog({
  isOpen,
  onOpenChange,
  onInvited,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: () => void;
}) {
  return (
    <InviteDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Invite staff" invitedTitle="Invite sent" note={JOIN_NOTE}>
      {({ showInvite, close }) => (
        <InviteStaffForm
          onCancel={close}
          onInvited={(invite) => {
            showInvite(invite);
            onInvited();
          }}
        />
      )}
    </InviteDialog>
  );
}

function InviteStaffForm({ onCancel, onInvited }: { onCancel: () => void; onInvited: (invite: Invite) => void }) {
  const [invite] = useMutation(InviteSupportStaff);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SupportRole>('support_staff');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setEmailError('Email is required');
    setPending(true);
    try {
      const result = unwrap((await invite({ variables: { email: email.trim(), role } })).data?.inviteSupportStaff, 'Failed to send invite');
      toast.success(`Invite sent to ${result.invite.email}`);
      onInvited({ path: result.link, name: result.invite.email });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.email) setEmailError(fields.email);
      else setError(messageOf(err, 'Failed to send invite'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      {error ? <Banner tone="error" title={error} /> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(v) => {
          setEmail(v);
          setEmailError(null);
        }}
        isInvalid={!!emailError}
        errorMessage={emailError ?? undefined}
        description="We email them a link to join the support team."
      />
      <Select label="Role" items={SUPPORT_ROLE_ITEMS} value={role} onChange={(k: Key | null) => k && setRole(k as SupportRole)} />
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Send invite
        </Button>
      </FormActions>
    </Form>
  );
}
