import { AlertDialog } from '@spanner/design-system';

/** "Sign out and lose unsent changes?", open while `count` changes are unsent and the user asked to sign out. */
export function SignOutDialog({ count, onClose, onConfirm }: { count: number; onClose: () => void; onConfirm: () => Promise<void> }) {
  return (
    <AlertDialog
      isOpen={count > 0}
      onOpenChange={(open) => !open && onClose()}
      variant="destructive"
      title="Sign out and lose unsent changes?"
      confirmLabel="Sign out anyway"
      cancelLabel="Stay signed in"
      onConfirm={onConfirm}
    >
      {`${count} ${count === 1 ? 'change made on this device has' : 'changes made on this device have'} not been sent yet. Signing out removes ${count === 1 ? 'it' : 'them'} from this device. Stay signed in until you have signal and the outbox is empty to keep ${count === 1 ? 'it' : 'them'}.`}
    </AlertDialog>
  );
}
