import { useMutation } from '@apollo/client/react';
import { AlertDialog, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';

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
    let answer: NonNullable<Awaited<ReturnType<typeof remove>>['data']>['removeMember'] | undefined;
    try {
      answer = (await remove({ variables: { id: member.id } })).data?.removeMember;
    } catch (err) {
      toast.error('Failed to remove member', messageOf(err, ''));
      throw err;
    }
    if (answer?.__typename !== 'RemoveMemberPayload') {
      toast.error('Failed to remove member', answer?.__typename === 'AppError' ? answer.message : undefined);
      throw new Error('Failed to remove member');
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
