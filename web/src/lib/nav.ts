// The main app's navigation and page titles (spec part 1 §2, part 2 §2 and §6). Pure, shared by the sidebar,
// the mobile top bar and the route guards.

export type Role = 'admin' | 'manager' | 'technician';
export type IconName =
  | 'dashboard'
  | 'jobs'
  | 'customers'
  | 'equipment'
  | 'members'
  | 'schedule'
  | 'quotes'
  | 'invoices'
  | 'support'
  | 'settings';

export interface NavEntry {
  path: string;
  label: string;
  icon: IconName;
  /** Shown only with a pro plan; none are flagged (spec). */
  proOnly?: boolean;
}

export const NAV: NavEntry[] = [
  { path: '/', label: 'Dashboard', icon: 'dashboard' },
  { path: '/jobs', label: 'Jobs', icon: 'jobs' },
  { path: '/customers', label: 'Customers', icon: 'customers' },
  { path: '/equipment', label: 'Equipment', icon: 'equipment' },
  { path: '/members', label: 'Members', icon: 'members' },
  { path: '/schedule', label: 'Schedule', icon: 'schedule' },
  { path: '/quotes', label: 'Quotes', icon: 'quotes' },
  { path: '/invoices', label: 'Invoices', icon: 'invoices' },
  { path: '/support', label: 'Support', icon: 'support' },
  { path: '/settings', label: 'Settings', icon: 'settings' },
];

const TECHNICIAN_PATHS = new Set(['/', '/jobs', '/customers', '/equipment', '/schedule', '/support']);

/** Technicians see Dashboard, Jobs, Customers, Equipment, Schedule and Support; other roles see everything. */
export function navFor(role: string | null | undefined): NavEntry[] {
  return effectiveRole(role) === 'technician' ? NAV.filter((e) => TECHNICIAN_PATHS.has(e.path)) : NAV;
}

/** The role shown when none is set is technician (spec part 1 §3). */
export function effectiveRole(role: string | null | undefined): string {
  return role || 'technician';
}

/** Route prefixes only admin and manager may open (spec part 2 §6). */
const OFFICE_PREFIXES = ['/quotes', '/invoices', '/settings', '/members'];

export const KNOWN_ROLES: readonly Role[] = ['admin', 'manager', 'technician'];

/** Whether a user with this role may open the path; a missing or unknown role may open nothing. */
export function canOpen(role: string | null | undefined, pathname: string): boolean {
  if (!role || !KNOWN_ROLES.includes(role as Role)) return false;
  const office = OFFICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return !office || role === 'admin' || role === 'manager';
}

const TITLES: [RegExp, string][] = [
  [/^\/$/, 'Dashboard'],
  [/^\/profile\/edit$/, 'Edit Profile'],
  [/^\/profile$/, 'Profile'],
  [/^\/jobs\/[^/]+\/notes$/, 'Notes & Charges'],
  [/^\/jobs(\/|$)/, 'Jobs'],
  [/^\/completed-jobs(\/|$)/, 'Completed Jobs'],
  [/^\/customers(\/|$)/, 'Customers'],
  [/^\/equipment(\/|$)/, 'Equipment'],
  [/^\/quotes(\/|$)/, 'Quotes'],
  [/^\/invoices(\/|$)/, 'Invoices'],
  [/^\/schedule(\/|$)/, 'Schedule'],
  [/^\/members(\/|$)/, 'Team Members'],
  [/^\/settings(\/|$)/, 'Settings'],
  [/^\/support(\/|$)/, 'Support'],
  [/^\/subscription(\/|$)/, 'Subscription'],
  [/^\/privacy$/, 'Privacy'],
  [/^\/trial-expired$/, 'Trial Expired'],
];

/** The page title for a path, as the mobile top bar and the document title show it. */
export function pageTitle(pathname: string): string {
  return TITLES.find(([re]) => re.test(pathname))?.[1] ?? 'Spanner';
}

/** Pages that belong to an entry without sharing its path (completed jobs are jobs). */
const ALSO_UNDER: Record<string, string[]> = { '/jobs': ['/completed-jobs'] };

/** Whether a sidebar entry is the current one ('/' only matches itself). */
export function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return [entry.path, ...(ALSO_UNDER[entry.path] ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
