import { keepOnlyCopyOf } from '../offline/cache/device-store';
import { rememberIdentity } from './identity';

// Sign-in happens on pages that load no GraphQL client (the sign-in page is REST only, to stay small). Whatever
// caches a previous user's data (the Apollo client, once a signed-in screen has loaded it) registers here and is
// cleared when someone signs in, so the next screen never shows the last user's answers.

const forgetters = new Set<() => Promise<unknown>>();

/** Called when a new user signs in; returns the unregister function. */
export function onSignIn(forget: () => Promise<unknown>): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Remember the new user's identity headers and forget every cached answer of the previous one. */
export async function signedIn(user: { id: string; orgId: string }): Promise<void> {
  rememberIdentity(user);
  // The jobs saved on this device for offline use belong to one user: another user's copy goes.
  await Promise.all([...[...forgetters].map((forget) => forget()), keepOnlyCopyOf(user.id).catch(() => {})]);
}
