import { useMutation } from '@apollo/client/react';
import { Banner, Button, Dialog, Form, FormActions, type Key, Modal, Select, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { MemberRowFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { roleItems } from './AddMemberDialog';
import { ColourPicker } from './ColourPicker';
import { NameEmailFields, nameEmailProblems } from './NameEmailFields';
import type { MemberRole } from './palette';

const UpdateMember = graphql(`
  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) {
      __typename
      ... on User {
        id
        ...MemberRowFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** Change a member's name, email, role and colour. */
export function EditMemberDialog({
  member,
  mayManageAdmins,
  isOpen,
  onOpenChange,
}: {
  member: MemberRowFieldsFragment;
  mayManageAdmins: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title={`Edit ${member.name}`}>
        {(close) => <EditMemberForm member={member} mayManageAdmins={mayManageAdmins} onDone={close} />}
      </Dialog>
    </Modal>
  );
}

function EditMemberForm({
  member,
  mayManageAdmins,
  onDone,
}: {
  member: MemberRowFieldsFragment;
  mayManageAdmins: boolean;
  onDone: () => void;
}) {
  const { values, set, errors, setErrors } = useFormFields({ name: member.name, email: member.email });
  const [role, setRole] = useState<MemberRole>(member.role);
  const [color, setColor] = useState(member.color);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateMember);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const problems = nameEmailProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      // Only what changed: the role and email rules (admins, unique emails) apply to what is being changed.
      const name = values.name.trim();
      const email = values.email.trim().toLowerCase();
      const input = {
        color,
        ...(name === member.name ? {} : { name }),
        ...(email === member.email ? {} : { email }),
        ...(role === member.role ? {} : { role }),
      };
      unwrap((await update({ variables: { id: member.id, input } })).data?.updateMember, 'Failed to save');
      toast.success('Member saved');
      onDone();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setError(messageOf(err, 'Failed to save'));
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      {error && <Banner tone="error" title={error} />}
      <NameEmailFields values={values} set={set} errors={errors} />
      <Select label="Role" items={roleItems(mayManageAdmins)} value={role} onChange={(k: Key | null) => k && setRole(k as MemberRole)} />
      <ColourPicker value={color} onChange={setColor} current={member.color} />
      <FormActions>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={loading}>
          Save
        </Button>
      </FormActions>
    </Form>
  );
}
