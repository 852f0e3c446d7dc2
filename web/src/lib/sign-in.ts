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
  // The jobs saved on this device for offline use belong to one user: another user's copy goes (its store's code is
  // loaded here, so the sign-in page's first load goes without it).
  await Promise.all([
    ...[...forgetters].map((forget) => forget()),
    import('../offline/cache/device-store').then((m) => m.keepOnlyCopyOf(user.id)).catch(() => {}),
  ]);
}
