import { lazy, useState } from 'react';
import { AfterFirstPaint } from '../../lib/after-first-paint';
import { unsent } from './unsent';

// The dialog (react-aria's modal and dialog) is mounted closed on every signed-in screen: its code loads after the
// first paint, like the rest of the offline app, so it is there offline when sign-out asks.
const SignOutDialog = lazy(() => import('./SignOutDialog').then((m) => ({ default: m.SignOutDialog })));

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
    <AfterFirstPaint>
      <SignOutDialog count={count} onClose={() => setCount(0)} onConfirm={signOut} />
    </AfterFirstPaint>
  );
  return { requestSignOut, dialog };
}
