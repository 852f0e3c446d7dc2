import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { rememberIdentity } from '../../lib/identity';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Sign out: end the session on the server, forget the identity headers, cached data and the device's saved jobs, go to /login. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  return async () => {
    await logout().catch(() => {});
    rememberIdentity(null);
    // The device's copy belongs to the user who signed out: the jobs saved for offline use and their outbox go too
    // (MainLayout warns when changes are unsent). Their stores' code is loaded here, not with the shell.
    await Promise.all([
      client.clearStore(),
      import('../../offline/cache/device-store').then((m) => m.wipeDeviceCopy()).catch(() => {}),
      import('../../offline/outbox/outbox-store').then((m) => m.wipeOutbox()).catch(() => {}),
    ]);
    navigate('/login', { replace: true });
  };
}

/** Spec part 2 §6: a customer save failing with 'Not authenticated' or a 401 signs the user out after 2 s. */
export const UNAUTHENTICATED_LOGOUT_DELAY_MS = 2000;

export function isAuthFailure(error: unknown): boolean {
  const e = error as { status?: number; message?: string } | null;
  return e?.status === 401 || (typeof e?.message === 'string' && e.message.includes('Not authenticated'));
}

export function signOutSoonOn(error: unknown, signOut: () => void, delayMs = UNAUTHENTICATED_LOGOUT_DELAY_MS): boolean {
  if (!isAuthFailure(error)) return false;
  setTimeout(signOut, delayMs);
  return true;
}
