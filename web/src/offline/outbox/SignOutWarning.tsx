import { AlertDialog } from '@spanner/design-system';
import { useState } from 'react';
import { unsent } from './changes';

/**
 * Sign-out wipes this device's copy, outbox included: with changes not yet sent, it asks first. Answers the sign-out
 * to call and the dialog to render.
 */
export function useSignOutWarning(signOut: () => Promise<void>) {
  const [count, setCount] = useState(0);
  const requestSignOut = async () => {
    // The outbox's store is read only here, so the shell's first load goes without IndexedDB's code.
    const changes = await import('./outbox-store').then((m) => m.allChanges()).catch(() => []);
    const waiting = unsent(changes).length;
    if (waiting) setCount(waiting);
    else await signOut();
  };
  const dialog = (
    <AlertDialog
      isOpen={count > 0}
      onOpenChange={(open) => !open && setCount(0)}
      variant="destructive"
      title="Sign out and lose unsent changes?"
      confirmLabel="Sign out anyway"
      cancelLabel="Stay signed in"
      onConfirm={signOut}
    >
      {`${count} ${count === 1 ? 'change made on this device has' : 'changes made on this device have'} not been sent yet. Signing out removes ${count === 1 ? 'it' : 'them'} from this device. Stay signed in until you have signal and the outbox is empty to keep ${count === 1 ? 'it' : 'them'}.`}
    </AlertDialog>
  );
  return { requestSignOut, dialog };
}
