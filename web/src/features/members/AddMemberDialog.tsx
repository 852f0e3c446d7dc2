import { useMutation } from '@apollo/client/react';
import { PASSWORD_MIN, passwordMessages } from '@rules/passwords';
import { Banner, Button, Form, FormActions, type Key, Select, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { codeOf, fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { promptFromCode } from '../../lib/subscription-errors';
import { subscriptionPrompt } from '../../lib/subscription-prompt-store';
import { useFormFields } from '../../lib/use-form-fields';
import { InviteDialog } from '../people';
import { ColourPicker } from './ColourPicker';
import { NameEmailFields, nameEmailProblems } from './NameEmailFields';
import { MEMBER_COLOURS, type MemberRole, ROLE_LABELS } from './palette';

const AddMember = graphql(`
  mutation AddMember($input: AddMemberInput!) {
    addMember(input: $input) {
      __typename
      ... on MemberInvitePayload {
        inviteUrl
        member {
          id
          ...MemberRowFields
        }
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** The role choices a viewer may give: admin only for a viewer the server lets manage admins. */
export function roleItems(mayManageAdmins: boolean) {
  return (['technician', 'manager', 'admin'] as const).map((id) => ({
    id,
    label: ROLE_LABELS[id],
    isDisabled: id === 'admin' && !mayManageAdmins,
    description: id === 'admin' && !mayManageAdmins ? 'Only an admin can make an admin' : undefined,
  }));
}

export interface AddMemberDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** From `useCan('manageAdmins')`: whether the admin role may be given. */
  mayManageAdmins: boolean;
  onAdded: () => void;
}

/** Add member: name, email, role, colour and an optional first password (without one, an invite link). */
export function AddMemberDialog({ isOpen, onOpenChange, mayManageAdmins, onAdded }: AddMemberDialogProps) {
  return (
    <InviteDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Add Member" invitedTitle="Member invited">
      {({ showInvite, close }) => (
        <AddMemberForm
          mayManageAdmins={mayManageAdmins}
          onCancel={close}
          onAdded={(result) => {
            onAdded();
            if (result.inviteUrl) showInvite({ path: result.inviteUrl, name: result.name });
            else close();
          }}
          onQuota={close}
        />
      )}
    </InviteDialog>
  );
}

function AddMemberForm({
  mayManageAdmins,
  onCancel,
  onAdded,
  onQuota,
}: {
  mayManageAdmins: boolean;
  onCancel: () => void;
  onAdded: (r: { name: string; inviteUrl: string | null }) => void;
  onQuota: () => void;
}) {
  const { values, set, errors: fieldErrors, setErrors: setFieldErrors } = useFormFields({ name: '', email: '', password: '' });
  const [role, setRole] = useState<MemberRole>('technician');
  const [color, setColor] = useState(MEMBER_COLOURS[0].hex);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddMember);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const problems: typeof fieldErrors = nameEmailProblems(values);
    if (values.password && values.password.length < PASSWORD_MIN) problems.password = passwordMessages.tooShort;
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const input = { ...values, password: values.password || null, role, color };
      const result = unwrap((await add({ variables: { input } })).data?.addMember, 'Failed to add member');
      toast.success(result.inviteUrl ? `${result.member.name} was invited` : `${result.member.name} was added`);
      onAdded({ name: result.member.name, inviteUrl: result.inviteUrl ?? null });
    } catch (err) {
      const prompt = promptFromCode(codeOf(err), messageOf(err, ''));
      if (prompt) {
        // Beyond the plan's user quota: the same upgrade modal as any 402.
        subscriptionPrompt.set(prompt);
        onQuota();
        return;
      }
      setFieldErrors(fieldErrorsOf(err));
      setError(messageOf(err, 'Failed to add member'));
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={fieldErrors}>
      {error && <Banner tone="error" title={error} />}
      <NameEmailFields values={values} set={set} errors={fieldErrors} />
      <Select label="Role" items={roleItems(mayManageAdmins)} value={role} onChange={(k: Key | null) => k && setRole(k as MemberRole)} />
      <ColourPicker value={color} onChange={setColor} />
      <TextField
        label="Initial password (optional)"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        description={`At least ${PASSWORD_MIN} characters. Leave empty to email them an invite link to choose their own.`}
        errorMessage={fieldErrors.password}
      />
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={loading}>
          Add Member
        </Button>
      </FormActions>
    </Form>
  );
}
