import { AlertDialog, Button, Dialog, Modal, toast } from '@spanner/design-system';
import { type ReactNode, useState } from 'react';
import { messageOf } from '../../lib/error-message';

export interface EntryActionsProps {
  /** What the entry is called in buttons and dialogs: 'note', 'hours', 'part'. */
  noun: string;
  /** The entry's name for screen readers: 'Edit part Filter'. */
  name: string;
  /** The edit form; `close` closes the dialog once saved. */
  editForm: (close: () => void) => ReactNode;
  onDelete: () => Promise<unknown>;
  /** The toast once deleted ('Note deleted'); offline, that the removal waits to be sent. */
  deletedMessage?: string;
  /** What the delete dialog says happens ('… is removed from the job diary. This cannot be undone.'). */
  deleteText?: string;
}

/**
 * Edit and Delete on one diary entry (a note, hours, a part) while the job is open: Edit opens the entry's form in
 * a dialog; Delete asks first. Online on the job page, and offline on the saved job (through the outbox).
 */
export function EntryActions({ noun, name, editForm, onDelete, deletedMessage, deleteText }: EntryActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`Edit ${noun} ${name}`} onPress={() => setOpen('edit')}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Delete ${noun} ${name}`} onPress={() => setOpen('delete')}>
        Delete
      </Button>
      <Modal isOpen={open === 'edit'} onOpenChange={(o) => !o && setOpen(null)} size="md">
        <Dialog title={`Edit ${noun}`}>{(close) => editForm(close)}</Dialog>
      </Modal>
      <AlertDialog
        isOpen={open === 'delete'}
        onOpenChange={(o) => !o && setOpen(null)}
        variant="destructive"
        title={`Delete this ${noun}?`}
        onConfirm={async () => {
          try {
            await onDelete();
            toast.success(deletedMessage ?? `${noun[0].toUpperCase()}${noun.slice(1)} deleted`);
          } catch (err) {
            toast.error(`Failed to delete ${noun}`, messageOf(err, ''));
            throw err;
          }
        }}
      >
        {deleteText ?? `${name} is removed from the job diary. This cannot be undone.`}
      </AlertDialog>
    </>
  );
}
