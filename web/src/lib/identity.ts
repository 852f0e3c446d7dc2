// The user-id and org-id headers every request carries (spec part 1 §6), kept in browser storage under keys
// prefixed with the product name. The server refuses a request whose headers contradict its session, so they
// are a consistency check, never a credential.

const USER_KEY = 'spanner_user_id';
const ORG_KEY = 'spanner_org_id';

export function rememberIdentity(user: { id: string; orgId: string } | null) {
  try {
    if (user) {
      localStorage.setItem(USER_KEY, user.id);
      localStorage.setItem(ORG_KEY, user.orgId);
    } else {
      localStorage.removeItem(USER_KEY);
      localStorage.removeItem(ORG_KEY);
    }
  } catch {
    // storage unavailable (private mode): the headers are optional
  }
}

export function identityHeaders(): Record<string, string> {
  try {
    const user = localStorage.getItem(USER_KEY);
    const org = localStorage.getItem(ORG_KEY);
    return { ...(user ? { 'x-user-id': user } : {}), ...(org ? { 'x-org-id': org } : {}) };
  } catch {
    return {};
  }
}

/** The id of the user this browser last signed in (kept until sign-out), or null. */
export function rememberedUserId(): string | null {
  try {
    return localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
}
