import { rememberIdentity } from './identity';

// Sign-in happens on pages that load no GraphQL client (the sign-in page is REST only, to stay small). Whatever
// keeps a previous user's data (the Apollo client, once a signed-in screen has loaded it; the jobs saved on the device
// for offline use, registered by the app's entry, main.tsx) registers here and is cleared when someone signs in, so
// the next screen never shows the last user's answers.

export interface SignedInUser {
  id: string;
  orgId: string;
}

const forgetters = new Set<(user: SignedInUser) => Promise<unknown>>();

/** Called when a new user signs in, with that user; returns the unregister function. */
export function onSignIn(forget: (user: SignedInUser) => Promise<unknown>): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Remember the new user's identity headers and forget every cached answer of the previous one. */
export async function signedIn(user: SignedInUser): Promise<void> {
  rememberIdentity(user);
  await Promise.all([...forgetters].map((forget) => forget(user)));
}
