import { useMutation } from '@apollo/client/react';
import { Banner, Button, Dialog, Form, FormActions, type Key, Modal, Select, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { MemberRowFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { roleItems } from './AddMemberDialog';
import { ColourPicker } from './ColourPicker';
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
        message
      }
    }
  }
`);

/** Change a member's role and colour. */
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
  const [role, setRole] = useState<MemberRole>(member.role);
  const [color, setColor] = useState(member.color);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateMember);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const input = { color, ...(role === member.role ? {} : { role }) };
      unwrap((await update({ variables: { id: member.id, input } })).data?.updateMember, 'Failed to save');
      toast.success('Member saved');
      onDone();
    } catch (err) {
      setError(messageOf(err, 'Failed to save'));
    }
  }

  return (
    <Form onSubmit={submit}>
      {error && <Banner tone="error" title={error} />}
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
