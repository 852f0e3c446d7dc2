import { useEffect } from 'react';
import { useSignOut } from '../../../features/auth/session';
import { FullPageSpinner } from '../../../kit/shell/FullPageSpinner';

/** /logout: sign out, then /login. */
export function LogoutRoute() {
  const signOut = useSignOut();
  // biome-ignore lint/correctness/useExhaustiveDependencies: sign out once, on arrival
  useEffect(() => {
    void signOut();
  }, []);
  return <FullPageSpinner label="Signing out…" />;
}
