import { refusal, type SessionKind } from '../auth/guards.ts';
import type { StaffViewer, UserViewer, ViewerApiKey } from '../auth/viewer.ts';
import type { ApiKeyRole, SupportRole, UserRole } from '../db/generated/enums.ts';
import { READ_ONLY_REFUSAL } from '../db/scoped.ts';
import { AppError, notFound } from '../errors.ts';

// Who may do and see what, as data: one table for every kind of caller — members of an organisation by role,
// Spanner's support staff by role, and the platform owner. It is read by the domain (requireAbility), GraphQL (the
// `can` scope on fields and mutations), REST (route access and the views that hide fields), the web (`viewerCan`,
// so the browser never re-decides a role) and the support portal (`SupportUser.can`). A new rule is a new row here;
// every transport follows it.

const OFFICE = ['admin', 'manager'] as const satisfies readonly UserRole[];
const ALL_STAFF = ['support_staff', 'support_admin'] as const satisfies readonly SupportRole[];

/** Who holds an ability: each kind of caller that may, and which of its roles. */
interface AbilityRule {
  /** Members of an organisation with one of these roles (acting in their own organisation). */
  member?: readonly UserRole[];
  /** Support staff with one of these roles (their own accounts and sessions). */
  staff?: readonly SupportRole[];
  /** The platform owner (User.isPlatformOwner), whatever their role in their own organisation. */
  owner?: true;
  /**
   * API keys of these roles, and only while the member the key acts for holds the row too. Without it a key holds the
   * row as a member of the role it acts as would (auth/api-keys.ts keyActingRole: never more than its member holds now).
   */
  apiKey?: readonly ApiKeyRole[];
  /** Refused as not found (404), whoever asks: the owner portal's existence is not advertised. */
  hidden?: true;
  description: string;
}

export const ABILITIES = {
  writeRecords: {
    member: ['admin', 'manager', 'technician'],
    apiKey: ['technician', 'manager'],
    description:
      "Write anything at all: every REST route other than GET and every GraphQL mutation (offline sync's changes too), checked before the call runs, whatever it would write; a read-only key holds none",
  },
  manageOrganisation: { member: OFFICE, description: "Change the organisation's details, bank account and terms" },
  seeBankDetails: { member: OFFICE, description: "See the organisation's bank details (BSB, account name and number)" },
  seeConfirmationTokens: { member: OFFICE, description: "See a job's confirmation token (the link sent to the customer)" },
  deleteCustomers: { member: OFFICE, description: 'Delete customers' },
  deleteEquipment: { member: OFFICE, description: 'Delete equipment' },
  deleteJobs: { member: OFFICE, description: 'Delete jobs and completed jobs' },
  importCsv: { member: OFFICE, description: 'Import customers and equipment from CSV files' },
  managePriceList: { member: OFFICE, description: 'Add, change and remove price-list items' },
  manageFormTemplates: {
    member: OFFICE,
    description: 'Create, change, copy and archive form templates (the forms and checklists filled on jobs); everyone reads them',
  },
  fillForms: {
    member: ['admin', 'manager', 'technician'],
    apiKey: ['technician', 'manager'],
    description:
      'Add forms to a job, fill, submit and correct them, remove a draft: admin and manager on every job, a technician on the jobs they see (seeAllJobs: assigned to them or created by them)',
  },
  seeFormReports: {
    member: OFFICE,
    apiKey: ['manager'],
    description: 'Read the paperwork reports: safe work method statements not yet signed, certificates due to be sent',
  },
  signOffJobs: {
    member: ['admin', 'manager', 'technician'],
    apiKey: ['technician', 'manager'],
    description:
      "Record the customer's sign-off of a job, or their refusal, and email them the signed service report: admin and manager on every job, a technician on the jobs they see",
  },
  keepTimesheet: {
    member: ['admin', 'manager', 'technician'],
    apiKey: ['technician', 'manager'],
    description:
      "Keep one's own timesheet: clock on and off, travel, arrive at a job, breaks, enter a day after the fact, change one's own days while the week is open, read one's own weeks (with the leave the office entered, read-only) and submit them",
  },
  reviewTimesheets: {
    member: OFFICE,
    apiKey: ['manager'],
    description:
      "Review everyone's timesheets: read each member's week, see who is clocked on now, enter and change anyone's shifts and enter or remove their leave until the week is approved (audited), approve and lock a week, unlock one with a reason (audited), export an approved week to payroll, read a week's history of those audited changes",
  },
  seeJobProfit: {
    member: OFFICE,
    apiKey: ['manager'],
    description:
      "See what jobs made: each job's revenue, labour and materials cost and margin, the profit report, members' cost rates and items' costs (never technicians)",
  },
  manageCostRates: {
    member: ['admin'],
    apiKey: [],
    description:
      "Set members' cost rates and payroll employee ids, price-list items' costs, and the timesheet settings (overtime rules, clock-off reminder, payroll earnings rates)",
  },
  manageTeam: { member: OFFICE, description: 'Add, change and remove members (admins only by an admin)' },
  manageAdmins: { member: ['admin'], description: 'Make, change and remove admins' },
  seeServiceBoard: {
    member: ['admin', 'manager', 'technician'],
    description:
      'See the service board (units due, overdue and coming up) and the units serviced without an interval: admin and manager every unit, a technician the units on jobs assigned to them',
  },
  bookService: {
    member: OFFICE,
    description:
      'Book service visits from the service board (many units at once, optionally texting the confirm link) and give units an interval in one step',
  },
  seeAllJobs: { member: OFFICE, description: 'See every job and the whole schedule (technicians see their own jobs)' },
  openOfficePages: { member: OFFICE, description: 'Open the office pages: quotes, invoices, settings and the team' },
  seeMessages: { member: OFFICE, description: 'See every SMS and email sent (the Messages tab) and change reminder settings' },
  manageQuotes: { member: OFFICE, description: 'See, write, email, accept and convert quotes' },
  manageInvoices: {
    member: OFFICE,
    description: 'See, write, email, delete and mark paid invoices; convert completed jobs to invoices',
  },
  recordPayments: {
    member: OFFICE,
    description:
      "Record a payment on an invoice (cash, cheque, bank transfer, card, other; Mark Paid records the whole balance) and read an invoice's payments",
  },
  refundPayments: {
    member: ['admin'],
    description: 'Refund a payment, in full or in part (money leaving the business: admins only, as for the payout account)',
  },
  managePaymentReminders: {
    member: ['admin'],
    description:
      'Turn automatic payment reminders on or off and set their steps and channels (Settings → Reminders: what the business sends its customers and spends credits on, admins only)',
  },
  pausePaymentReminders: {
    member: OFFICE,
    description:
      "Switch payment reminders off for a customer or an invoice, and resume an invoice's reminders after its customer said it was paid",
  },
  managePayouts: {
    member: ['admin'],
    apiKey: [],
    description:
      "Connect the organisation's own Stripe account for online invoice payments, see its status and choose the payment methods customers are offered besides card — BECS Direct Debit, PayTo (Settings → Payments: where the money goes and how, admins only; a key never does)",
  },
  manageAccounting: {
    member: ['admin'],
    apiKey: [],
    description:
      "Connect and disconnect the organisation's books (Xero, MYOB), choose the file, and map its accounts and tax types (Settings → Accounting; a key never does)",
  },
  syncAccounting: {
    member: OFFICE,
    apiKey: ['manager'],
    description:
      "See the accounting sync's activity and state of each record, send a quote's or invoice's records to the books, retry a failed one, sync now and resolve a conflict",
  },
  exportData: {
    member: ['admin'],
    description:
      'Download the whole organisation as one ZIP of CSV and JSON files with photos and PDFs (every plan, also after the subscription lapsed)',
  },
  seeUsage: {
    member: ['admin', 'manager', 'technician'],
    description: "See the organisation's usage against its plan (users, SMS and email this period): the usage widget",
  },
  useAssistant: {
    member: ['admin', 'manager', 'technician'],
    apiKey: [],
    description:
      "Ask the AI assistant and confirm its drafts: it reads and acts only as the member may (its tools call the member's own reads; Confirm calls the forms' functions); a key never confirms a draft",
  },
  draftChanges: {
    member: ['admin', 'manager', 'technician'],
    apiKey: ['technician', 'manager'],
    description:
      "Prepare a draft (a new job, an invoice, a move, an SMS) that a person confirms in Spanner: the assistant's propose tools, also over MCP with an API key (not a read-only one)",
  },
  manageApiKeys: {
    member: ['admin'],
    apiKey: [],
    description: 'Create, list and revoke API keys (Settings → Integrations); a key never manages keys',
  },
  subscribeCalendar: {
    member: ['admin', 'manager', 'technician'],
    apiKey: [],
    description: "Make, list and stop one's own calendar feed URLs (a person's; an API key acts for no one's calendar)",
  },
  manageWebhooks: {
    member: ['admin'],
    description: 'Subscribe URLs to events (webhooks), see their delivery log, resend, rotate their secrets and remove them',
  },
  seeAssistantUsage: {
    member: ['admin'],
    description: "See the organisation's AI assistant use this month (requests and tokens against the budget)",
  },
  manageBilling: {
    member: OFFICE,
    description: 'See and change the plan, subscription, payment method and credit packs; see the trial banner and usage',
  },
  workTickets: {
    staff: ALL_STAFF,
    description:
      'Work the ticket queue of every organisation: read, reply, add internal notes, change status, priority and assignment; see the support team',
  },
  manageStaff: {
    staff: ['support_admin'],
    description: 'Open the Admin Console: invite staff, resend and revoke invites, change roles, deactivate and reactivate accounts',
  },
  readAuditLog: { staff: ['support_admin'], description: 'Read the audit log of every staff action' },
  seeBusiness: {
    owner: true,
    hidden: true,
    description: "The owner portal: Spanner's figures, organisations, analytics, support overview and business alerts",
  },
  manageOrganisations: { owner: true, hidden: true, description: "Extend an organisation's trial and grant it pack credits" },
  retryBackgroundWork: {
    owner: true,
    hidden: true,
    description: "Try a background job that failed for good (a dead letter) again, from the owner portal's Background work",
  },
  writeBlog: { owner: true, hidden: true, description: 'Write, schedule and publish the blog' },
} as const satisfies Record<string, AbilityRule>;

export type Ability = keyof typeof ABILITIES;
export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

/** Who is calling, as the policy sees them: every kind of session the request carries (the context is one). */
export interface Caller {
  user?: (Pick<UserViewer, 'role'> & Partial<Pick<UserViewer, 'isOwner'>> & { apiKey?: Pick<ViewerApiKey, 'role'> }) | null;
  staff?: Pick<StaffViewer, 'role'> | null;
}

/**
 * The kinds of caller a row can name: the session each signs in with, and whether a caller holds a row as that kind.
 * An API key signs in as a member (its viewer is a member's, with `apiKey` set) but holds rows by its own entry.
 */
const CALLER_KINDS: Record<
  Exclude<keyof AbilityRule, 'description' | 'hidden'>,
  { session: SessionKind; holds: (c: Caller, r: AbilityRule) => boolean }
> = {
  member: { session: 'member', holds: (c, r) => !!c.user && !c.user.apiKey && !!r.member?.includes(c.user.role) },
  owner: { session: 'member', holds: (c, r) => !!c.user?.isOwner && !c.user.apiKey && !!r.owner },
  apiKey: {
    session: 'member',
    holds: (c, r) => {
      const key = c.user?.apiKey;
      if (!key) return false;
      // The viewer's role is the one the key acts as, capped by its member's role now (auth/api-keys.ts).
      const memberHolds = !!r.member?.includes(c.user?.role as UserRole);
      return r.apiKey ? r.apiKey.includes(key.role) && memberHolds : memberHolds;
    },
  },
  staff: { session: 'staff', holds: (c, r) => !!c.staff && !!r.staff?.includes(c.staff.role) },
};
const KINDS = Object.values(CALLER_KINDS);
const kindsOf = (ability: Ability) => Object.entries(CALLER_KINDS).filter(([kind]) => kind in ABILITIES[ability]);

/** The kinds of session that can hold an ability: a caller without any of them is refused as not signed in (401). */
export function sessionsFor(ability: Ability): SessionKind[] {
  return [...new Set(kindsOf(ability).map(([, k]) => k.session))];
}

/** Every role and kind of caller holding an ability, in words (the OpenAPI document's x-roles). */
export function holdersOf(ability: Ability): string[] {
  const rule: AbilityRule = ABILITIES[ability];
  return [...(rule.member ?? []), ...(rule.staff ?? []), ...(rule.owner ? ['owner'] : [])];
}

/** Whether a caller (or nobody) has an ability. */
export function can(caller: Caller, ability: Ability): boolean {
  return KINDS.some((k) => k.holds(caller, ABILITIES[ability]));
}

type Rule<A extends Ability> = (typeof ABILITIES)[A];
/** Whether a kind of session can hold an ability, as the compiler sees the table (sessionsFor at run time). */
type HeldBy<A extends Ability, S extends SessionKind> = S extends 'member'
  ? Rule<A> extends { member: unknown } | { owner: true }
    ? true
    : false
  : Rule<A> extends { staff: unknown }
    ? true
    : false;
/** The viewer an ability's holder is: a member for member and owner rows, a staff member for staff rows. */
type HolderOf<A extends Ability> = A extends Ability
  ? (HeldBy<A, 'member'> extends true ? UserViewer : never) | (HeldBy<A, 'staff'> extends true ? StaffViewer : never)
  : never;

/**
 * The caller holding the ability (the member or the staff member), or the refusal every transport gives: 401 when
 * the caller has no session of a kind that could hold it (nobody; support staff on a member's call, with "Support
 * sign-in required" the other way round), 403 otherwise.
 */
export function requireAbility<A extends Ability>(ctx: { user: UserViewer | null; staff: StaffViewer | null }, ability: A): HolderOf<A> {
  const holder = KINDS.find((k) => k.holds(ctx, ABILITIES[ability]));
  if (!holder) throw refusalOf(ctx, [ability]);
  return (holder.session === 'member' ? ctx.user : ctx.staff) as HolderOf<A>;
}

/**
 * How a caller without an ability is refused, the same on every transport: 404 for a hidden ability (whoever asks),
 * else 401 without a session of a kind that could hold it and 403 with one (auth/guards.ts).
 */
export function refusalOf(ctx: { user: UserViewer | null; staff: StaffViewer | null }, abilities: readonly Ability[]): AppError {
  if (abilities.length > 0 && abilities.every((a) => 'hidden' in ABILITIES[a])) return notFound();
  return refusal(ctx, [...new Set(abilities.flatMap(sessionsFor))]);
}

/** The abilities a kind of session can hold: a member's (the web's `viewerCan`) or support staff's (`SupportUser.can`). */
type AbilitiesOf<S extends SessionKind> = { [A in Ability]: HeldBy<A, S> extends true ? A : never }[Ability];
export type MemberAbility = AbilitiesOf<'member'>;
export type StaffAbility = AbilitiesOf<'staff'>;

export const abilityNamesOf = <S extends SessionKind>(session: S) =>
  ABILITY_NAMES.filter((a) => sessionsFor(a).includes(session)) as AbilitiesOf<S>[];

/** Everything a caller can do of what a kind of session can hold: for the web (member) and the support portal (staff). */
export function callerCan<S extends SessionKind>(caller: Caller, session: S): Record<AbilitiesOf<S>, boolean> {
  return Object.fromEntries(abilityNamesOf(session).map((a) => [a, can(caller, a)])) as Record<AbilitiesOf<S>, boolean>;
}

/**
 * Refuses a caller who may write nothing (a read-only API key) before a write runs: every REST route other than GET
 * and every GraphQL mutation asks it first, so what the call would write — through the tenant client or raw SQL —
 * never starts. Callers without a member's session pass to the call's own access check (public forms, staff).
 */
export function requireWriteRights(ctx: { user: UserViewer | null; staff: StaffViewer | null }): void {
  if (!ctx.user || can(ctx, 'writeRecords')) return;
  throw ctx.user.apiKey ? new AppError('FORBIDDEN', READ_ONLY_REFUSAL) : refusalOf(ctx, ['writeRecords']);
}

/** Managers manage managers and technicians; only an admin may make, change or remove an admin. */
export function canManageMember(caller: Caller, memberRole: UserRole): boolean {
  return can(caller, 'manageTeam') && (memberRole !== 'admin' || can(caller, 'manageAdmins'));
}
