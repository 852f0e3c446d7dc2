import { Navigate, useLocation } from 'react-router';

// Where sign-in leads: back to the page that sent a signed-out visitor to sign in; otherwise the platform
// owner to their portal (/admin) and every other member to the dashboard.

interface ReturnState {
  from?: string;
}

/** A path inside this app ("/admin/blog"), never another site ("//evil.test", "https://…") or the sign-in pages. */
const isInAppPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !/^\/(auth\/)?login\b/.test(path);

/** The page to open after signing in, from the sign-in page's location state and who signed in. */
export function afterSignIn(state: unknown, user: { isOwner: boolean }): string {
  const from = (state as ReturnState | null)?.from;
  if (isInAppPath(from)) return from;
  return user.isOwner ? '/admin' : '/';
}

/** Send a signed-out visitor to sign in, remembering the page they asked for. */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to="/auth/login" replace state={{ from: `${pathname}${search}` } satisfies ReturnState} />;
}
