// The main app's navigation and page titles (spec part 1 §2, part 2 §2 and §6). Pure, shared by the sidebar,
// the mobile top bar and the route guards. Which entries and pages a viewer may open is the server's answer
// (`viewerCan`, see lib/use-can.ts): an entry names the ability it needs, nothing here knows a role.

import type { Ability } from './use-can';
import type { ViewerAbilities } from './viewer';

export type IconName =
  | 'dashboard'
  | 'jobs'
  | 'customers'
  | 'equipment'
  | 'members'
  | 'schedule'
  | 'service'
  | 'quotes'
  | 'invoices'
  | 'priceList'
  | 'timesheet'
  | 'profit'
  | 'paperwork'
  | 'support'
  | 'settings';

export interface NavEntry {
  path: string;
  label: string;
  icon: IconName;
  /** The ability (server policy, `viewerCan`) the entry and every page under its path need; none: every member. */
  ability?: Ability;
  /**
   * The ability that puts the entry in the menu, where it is narrower than the page's: the page stays open to
   * whoever has `ability` and is reached from elsewhere.
   */
  menu?: Ability;
  /** Shown only with a pro plan; none are flagged (spec). */
  proOnly?: boolean;
}

export const NAV: NavEntry[] = [
  { path: '/', label: 'Dashboard', icon: 'dashboard' },
  { path: '/jobs', label: 'Jobs', icon: 'jobs' },
  { path: '/customers', label: 'Customers', icon: 'customers' },
  { path: '/equipment', label: 'Equipment', icon: 'equipment' },
  { path: '/members', label: 'Members', icon: 'members', ability: 'openOfficePages' },
  { path: '/schedule', label: 'Schedule', icon: 'schedule' },
  // The office's planning board is in its menu; a technician's menu is the spec's six, and their own units due are
  // one press away on the Equipment page (its 'Service due' link).
  { path: '/service', label: 'Service', icon: 'service', ability: 'seeServiceBoard', menu: 'bookService' },
  { path: '/quotes', label: 'Quotes', icon: 'quotes', ability: 'manageQuotes' },
  { path: '/invoices', label: 'Invoices', icon: 'invoices', ability: 'manageInvoices' },
  { path: '/price-list', label: 'Price List', icon: 'priceList', ability: 'managePriceList' },
  { path: '/timesheet', label: 'Timesheet', icon: 'timesheet', ability: 'keepTimesheet' },
  { path: '/timesheets', label: 'Timesheets', icon: 'timesheet', ability: 'reviewTimesheets' },
  { path: '/job-profit', label: 'Job Profit', icon: 'profit', ability: 'seeJobProfit' },
  { path: '/paperwork', label: 'Paperwork', icon: 'paperwork', ability: 'seeFormReports' },
  { path: '/support', label: 'Support', icon: 'support' },
  { path: '/settings', label: 'Settings', icon: 'settings', ability: 'openOfficePages' },
];

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The entries the viewer can open (technicians: Dashboard, Jobs, Customers, Equipment, Schedule and Support). */
export function navFor(can: ViewerAbilities | null): NavEntry[] {
  return NAV.filter((e) => [e.ability, e.menu].every((a) => !a || !!can?.[a]));
}

/**
 * Whether the viewer may open the path: a page needs the ability of the entry it sits under (spec part 2 §6).
 * Before the abilities are known (signed out, or still loading) nothing may be opened.
 */
export function canOpen(can: ViewerAbilities | null, pathname: string): boolean {
  if (!can) return false;
  const entry = NAV.find((e) => e.path !== '/' && isUnder(pathname, e.path));
  return !entry?.ability || can[entry.ability];
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
  [/^\/price-list$/, 'Price List'],
  [/^\/timesheet$/, 'Timesheet'],
  [/^\/timesheets$/, 'Timesheets'],
  [/^\/job-profit(\/|$)/, 'Job Profit'],
  [/^\/paperwork$/, 'Paperwork'],
  [/^\/schedule(\/|$)/, 'Schedule'],
  [/^\/service(\/|$)/, 'Service'],
  [/^\/members(\/|$)/, 'Team Members'],
  [/^\/settings(\/|$)/, 'Settings'],
  [/^\/support(\/|$)/, 'Support'],
  [/^\/outbox$/, 'Outbox'],
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
  return [entry.path, ...(ALSO_UNDER[entry.path] ?? [])].some((p) => isUnder(pathname, p));
}
