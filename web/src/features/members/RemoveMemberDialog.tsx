import { useMutation } from '@apollo/client/react';
import { AlertDialog, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const RemoveMember = graphql(`
  mutation RemoveMember($id: ID!) {
    removeMember(id: $id) {
      __typename
      ... on RemoveMemberPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** Confirm removing a member; a refusal (last admin …) is shown as a toast with the server's text. */
export function RemoveMemberDialog({
  member,
  isOpen,
  onOpenChange,
  onRemoved,
}: {
  member: { id: string; name: string };
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
}) {
  const [remove] = useMutation(RemoveMember);
  async function confirm() {
    try {
      unwrap((await remove({ variables: { id: member.id } })).data?.removeMember, '');
    } catch (err) {
      toast.error('Failed to remove member', messageOf(err, '') || undefined);
      throw err;
    }
    toast.success(`${member.name} was removed`);
    onRemoved();
  }
  return (
    <AlertDialog
      title={`Remove ${member.name}?`}
      variant="destructive"
      confirmLabel="Remove"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
    >
      They will be signed out and can no longer use Spanner. Jobs they worked on keep their history.
    </AlertDialog>
  );
}
