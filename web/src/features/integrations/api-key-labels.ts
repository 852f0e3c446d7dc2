import type { ApiKeyRole } from '../../gql/graphql';

/** What each role of key is called, and what it may do, in the create dialog and the list. */
export const KEY_ROLES: { id: ApiKeyRole; label: string; description: string }[] = [
  { id: 'read_only' as ApiKeyRole, label: 'Read-only', description: 'Reads what a manager can see; changes nothing' },
  { id: 'technician' as ApiKeyRole, label: 'Technician', description: 'What a technician can do' },
  { id: 'manager' as ApiKeyRole, label: 'Manager', description: 'What a manager can do' },
];

export const roleLabel = (role: ApiKeyRole) => KEY_ROLES.find((r) => r.id === role)?.label ?? role;

/** How long a new key works: never ends (until revoked), or a number of days. */
export const EXPIRIES = [
  { id: 'never', label: 'No expiry', days: null },
  { id: '30', label: '30 days', days: 30 },
  { id: '90', label: '90 days', days: 90 },
  { id: '365', label: '1 year', days: 365 },
] as const;
export type ExpiryId = (typeof EXPIRIES)[number]['id'];

export const expiryFrom = (id: ExpiryId, now = Date.now()): string | null => {
  const days = EXPIRIES.find((e) => e.id === id)?.days;
  return days ? new Date(now + days * 86_400_000).toISOString() : null;
};
