import { useMutation } from '@apollo/client/react';
import { AlertDialog, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const DeleteEquipment = graphql(`
  mutation DeleteEquipment($id: ID!) {
    deleteEquipment(id: $id) {
      __typename
      ... on DeleteEquipmentPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

export const DELETE_EQUIPMENT_TEXT = 'Are you sure you want to delete this equipment? This cannot be undone.';

/** The confirm dialog behind Delete (spec part 1 §2 "Equipment list"); on failure it stays open with 'Failed to delete'. */
export function DeleteEquipmentDialog({
  equipmentId,
  isOpen,
  onOpenChange,
  onDeleted,
}: {
  equipmentId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const [remove] = useMutation(DeleteEquipment);
  async function confirm() {
    try {
      unwrap((await remove({ variables: { id: equipmentId } })).data?.deleteEquipment, '');
    } catch (err) {
      toast.error('Failed to delete', messageOf(err, '') || undefined);
      throw err;
    }
    toast.success('Equipment deleted');
    onDeleted();
  }
  return (
    <AlertDialog title="Delete Equipment" variant="destructive" isOpen={isOpen} onOpenChange={onOpenChange} onConfirm={confirm}>
      {DELETE_EQUIPMENT_TEXT}
    </AlertDialog>
  );
}
