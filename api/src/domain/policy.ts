import { requireStaff, requireUser } from '../auth/guards.ts';
import type { StaffViewer, UserViewer } from '../auth/viewer.ts';
import type { SupportRole, UserRole } from '../db/generated/enums.ts';
import { forbidden } from '../errors.ts';

// Who may do and see what, as data: one table read by the domain (requireAbility), GraphQL (the `can` scope on
// fields and mutations), REST (route access and the views that hide fields) and the web (`viewerCan`, so the
// browser never re-decides a role). A new rule is a new row here; every transport follows it.

const OFFICE = ['admin', 'manager'] as const satisfies readonly UserRole[];

export const ABILITIES = {
  manageOrganisation: { roles: OFFICE, description: "Change the organisation's details, bank account and terms" },
  seeBankDetails: { roles: OFFICE, description: "See the organisation's bank details (BSB, account name and number)" },
  seeConfirmationTokens: { roles: OFFICE, description: "See a job's confirmation token (the link sent to the customer)" },
  deleteCustomers: { roles: OFFICE, description: 'Delete customers' },
  deleteEquipment: { roles: OFFICE, description: 'Delete equipment' },
  deleteJobs: { roles: OFFICE, description: 'Delete jobs and completed jobs' },
  importCsv: { roles: OFFICE, description: 'Import customers and equipment from CSV files' },
  managePriceList: { roles: OFFICE, description: 'Add, change and remove price-list items' },
  manageTeam: { roles: OFFICE, description: 'Add, change and remove members (admins only by an admin)' },
  manageAdmins: { roles: ['admin'], description: 'Make, change and remove admins' },
  seeAllJobs: { roles: OFFICE, description: 'See every job and the whole schedule (technicians see their own jobs)' },
  openOfficePages: { roles: OFFICE, description: 'Open the office pages: quotes, invoices, settings and the team' },
  seeMessages: { roles: OFFICE, description: 'See every SMS and email sent (the Messages tab) and change reminder settings' },
  manageQuotes: { roles: OFFICE, description: 'See, write, email, accept and convert quotes' },
  manageInvoices: {
    roles: OFFICE,
    description: 'See, write, email, delete and mark paid invoices; convert completed jobs to invoices',
  },
  seeUsage: {
    roles: ['admin', 'manager', 'technician'],
    description: "See the organisation's usage against its plan (users, SMS and email this period): the usage widget",
  },
  manageBilling: {
    roles: OFFICE,
    description: 'See and change the plan, subscription, payment method and credit packs; see the trial banner and usage',
  },
} as const satisfies Record<string, { roles: readonly UserRole[]; description: string }>;

export type Ability = keyof typeof ABILITIES;
export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

/** Whether a viewer (or nobody) has an ability. */
export function can(user: Pick<UserViewer, 'role'> | null | undefined, ability: Ability): boolean {
  return !!user && (ABILITIES[ability].roles as readonly UserRole[]).includes(user.role);
}

/** The signed-in member, when they have the ability; 401 for nobody, 403 for a member without it. */
export function requireAbility(ctx: { user: UserViewer | null; staff: unknown }, ability: Ability): UserViewer {
  const user = requireUser(ctx as Parameters<typeof requireUser>[0]);
  if (!can(user, ability)) throw forbidden();
  return user;
}

/** Everything the viewer can do, for the web app. */
export function viewerCan(user: Pick<UserViewer, 'role'> | null | undefined): Record<Ability, boolean> {
  return Object.fromEntries(ABILITY_NAMES.map((a) => [a, can(user, a)])) as Record<Ability, boolean>;
}

/** Managers manage managers and technicians; only an admin may make, change or remove an admin. */
export function canManageMember(user: Pick<UserViewer, 'role'> | null | undefined, memberRole: UserRole): boolean {
  return can(user, 'manageTeam') && (memberRole !== 'admin' || can(user, 'manageAdmins'));
}

// Support staff (Spanner's own team, their own accounts and portal) have a table of their own, read the same way:
// by the domain (requireSupportAbility), GraphQL (`supportAdmin` scope and `SupportUser.can`), REST ('staffAdmin'
// routes) and the support portal (which shows the Admin Console only to those who may use it).

const ALL_STAFF = ['support_staff', 'support_admin'] as const satisfies readonly SupportRole[];

export const SUPPORT_ABILITIES = {
  workTickets: {
    roles: ALL_STAFF,
    description: 'Work the ticket queue of every organisation: read, reply, add internal notes, change status, priority and assignment',
  },
  manageStaff: {
    roles: ['support_admin'],
    description: 'Open the Admin Console: invite staff, resend and revoke invites, change roles, deactivate and reactivate accounts',
  },
  readAuditLog: { roles: ['support_admin'], description: 'Read the audit log of every staff action' },
} as const satisfies Record<string, { roles: readonly SupportRole[]; description: string }>;

export type SupportAbility = keyof typeof SUPPORT_ABILITIES;
export const SUPPORT_ABILITY_NAMES = Object.keys(SUPPORT_ABILITIES) as SupportAbility[];

export function supportCan(staff: Pick<StaffViewer, 'role'> | null | undefined, ability: SupportAbility): boolean {
  return !!staff && (SUPPORT_ABILITIES[ability].roles as readonly SupportRole[]).includes(staff.role);
}

/** The signed-in staff member, when they have the ability; 401 without a staff session, 403 without the ability. */
export function requireSupportAbility(ctx: { user: UserViewer | null; staff: StaffViewer | null }, ability: SupportAbility): StaffViewer {
  const staff = requireStaff(ctx);
  if (!supportCan(staff, ability)) throw forbidden();
  return staff;
}

/** Everything a staff member can do, for the support portal. */
export function supportViewerCan(staff: Pick<StaffViewer, 'role'> | null | undefined): Record<SupportAbility, boolean> {
  return Object.fromEntries(SUPPORT_ABILITY_NAMES.map((a) => [a, supportCan(staff, a)])) as Record<SupportAbility, boolean>;
}
