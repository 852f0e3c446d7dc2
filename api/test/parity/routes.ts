import fs from 'node:fs';
import { hashToken, newToken } from '../../src/auth/tokens.ts';
import type { Ability } from '../../src/domain/policy.ts';
import { DEFAULT_TIME_ZONE, dayKeyOf, startOfWeek } from '../../src/rules/zoned-time.ts';
import type { Fixture, Persona } from './fixture.ts';
import { png } from './fixture.ts';
import type { GraphqlRequest, Outcome, Upload } from './transports.ts';

// The parity table: one row per REST route (method and path exactly as its contract declares them) with its
// GraphQL counterpart, or `graphql: null` and the reason there is none. Who is allowed is NOT written here: it
// comes from the route's `access` and the policy table (domain/policy.ts). A row only says what the call acts on.
// GraphQL selections name result types only through `... on AppError`, so renaming payload types needs no change.

export type Vars = Record<string, string>;

export interface ParityRow {
  /** `METHOD /path`, exactly as the route's contract declares it. */
  route: string;
  /**
   * What the call acts on, which decides what callers from other organisations get:
   * `target` — a record of the target organisation (they get NOT_FOUND);
   * `list` — the caller's organisation's list (they get it, with none of the target's rows: `none`);
   * `own` — the caller's own account, or a new record in the caller's own organisation (they succeed).
   */
  scope: 'target' | 'list' | 'own';
  /** Fresh records for one call, when the call uses one up (deletes, confirm, complete) — merged over fx.ids. */
  fresh?: (fx: Fixture) => Promise<Vars>;
  /** Removes what one call left behind (members, so the plan's user limit is never reached). */
  after?: (fx: Fixture, v: Vars) => Promise<void>;
  /** The call signs in or out: each caller makes it with a session of its own. */
  freshSession?: boolean;
  rest: (v: Vars) => { params?: Vars; query?: Vars; body?: unknown; file?: Upload };
  graphql: ((v: Vars) => GraphqlRequest) | null;
  /** Why there is no GraphQL counterpart, or why a persona's outcome differs from the policy's. */
  reason?: string;
  /** Lists: the fixture (or fresh) id whose presence means the caller sees the target organisation's row. */
  sees?: string;
  /** What a caller the policy allows gets, when the row probes past the access check with input it refuses. */
  allowed?: Outcome;
  /** Outcomes the route's access does not express, each explained in `reason`. */
  except?: Partial<Record<Persona, Outcome>>;
  /** Fields both transports must show alike (present and not null); with `can`, to exactly the roles the policy names. */
  fields?: { rest: string; graphql: string; can?: Ability }[];
}

const ERR = '... on AppError { code }';
/** A digest no report gives: a sign-off sent with it is refused (409) once the caller may sign off. */
const STALE_DIGEST = '0'.repeat(64);
const SIGN_ON_SHEET = {
  sections: [
    {
      id: 's',
      title: 'S',
      fields: [
        { id: 'hazard', kind: 'text', label: 'Hazard' },
        { id: 'workers', kind: 'group', label: 'Workers', signAgainOnChange: true, fields: [{ id: 'name', kind: 'text', label: 'Name' }] },
      ],
    },
  ],
};
const PARITY_FORM = { sections: [{ id: 's', title: 'S', fields: [{ id: 'note', kind: 'text', label: 'Note' }] }] };
const DOC_LINES = [{ description: 'Parity line', quantity: 1, unit_amount: 1000 }];
const GQL_LINES = [{ description: 'Parity line', quantity: 1, unitPriceCents: 1000 }];

/** Subscriptions the cancel row canceled (the fixture's organisations) run their trial again, for the next caller. */
async function reopenSubscriptions(fx: Fixture) {
  await fx.t.database.db.subscription.updateMany({
    where: { status: 'canceled', org: { name: { in: ['Target', 'Other', 'Spanner'] } } },
    data: { status: 'trial', cancelAtPeriodEnd: false },
  });
}
const gql =
  (query: string, variables: (v: Vars) => Record<string, unknown> = () => ({}), extra: Partial<GraphqlRequest> = {}) =>
  (v: Vars): GraphqlRequest => ({ query, variables: variables(v), ...extra });

const CSV_CUSTOMERS = Buffer.from('Company Name,Contact Name\nImported Parity Co,Sam\n');
const CSV_EQUIPMENT = Buffer.from('Name,Make,Serial\nImported unit,Daikin,PARITY-1\n');
const csv = (field: string, bytes: Buffer): Upload => ({ field, filename: 'rows.csv', contentType: 'text/csv', bytes });
const BANK: ParityRow['fields'] = [
  { rest: 'org.bsb', graphql: 'org.bsb', can: 'seeBankDetails' },
  { rest: 'org.account_number', graphql: 'org.accountNumber', can: 'seeBankDetails' },
  { rest: 'org.account_name', graphql: 'org.accountName', can: 'seeBankDetails' },
  { rest: 'org.name', graphql: 'org.name' },
];
const TOKEN: ParityRow['fields'] = [
  { rest: 'confirmationToken', graphql: 'confirmationToken', can: 'seeConfirmationTokens' },
  { rest: 'title', graphql: 'title' },
];
/** A blog post as the editor saves it (owner rows), with a title unique to the call. */
const blogPost = (title: string) => ({
  title,
  content: 'Parity **post**',
  category: 'Technology',
  authorName: 'Parity',
  coverImageAlt: 'Cover',
});
/** A post of its own for one call: the owner's delete or save uses it, every refused caller leaves it as it was. */
const freshPost = async (fx: Fixture) => {
  const postTitle = `Parity post ${fx.unique()}`;
  const p = await fx.t.database.db.blogPost.create({
    data: {
      title: postTitle,
      slug: `parity-post-${fx.unique()}`,
      content: 'x',
      category: 'Technology',
      tags: [],
      authorName: 'P',
      coverImageAlt: 'Cover',
    },
  });
  return { postId: p.id, postTitle };
};
/** A real image (a cover is decoded and resized; the 1-pixel fixture is only good for a type check). */
const COVER_PNG = fs.readFileSync(new URL('../../../web/public/media/spanner-logo.png', import.meta.url));
const cover = (field: string): Upload => ({ field, filename: 'cover.png', contentType: 'image/png', bytes: COVER_PNG });
const JOB = 'id title confirmationToken';
const freshJob = async (fx: Fixture) => ({ jobId: await fx.make.job() });
const newMember = (fx: Fixture) => ({ name: 'New Person', email: `new${fx.unique()}@target.test`, role: 'technician' });
const dropMember = async (fx: Fixture, v: Vars) => {
  await fx.t.database.db.user.deleteMany({ where: { OR: [{ id: v.memberId ?? '' }, { email: v.email ?? '' }] } });
};

// Timesheet rows: each call gets weeks and shifts of its own (weeks from Monday 7 January 2019, one per call), and the
// clock actions a shift open now for each member of the target, cleared after the call.
let weekSlot = 0;
let lastSlot = '';
const nextWeek = () => {
  lastSlot = new Date(Date.UTC(2019, 0, 7 + 7 * weekSlot++)).toISOString().slice(0, 10);
  return lastSlot;
};
const lastWeek = () => lastSlot;
/** A Monday's hour in Melbourne (summer: UTC+11; winter: UTC+10), as an instant. */
const slotTime = (monday: string, hour: number) => {
  const month = Number(monday.slice(5, 7));
  const offset = month >= 4 && month <= 9 ? '+10:00' : '+11:00';
  return new Date(`${monday}T${String(hour).padStart(2, '0')}:00:00${offset}`).toISOString();
};
/** A closed shift of a member, 08:00–12:00 on the Monday of `weekStart`, in a week of the status given. */
async function shiftIn(
  fx: Fixture,
  userId: string,
  weekStart: string,
  status: 'open' | 'submitted' | 'approved',
  orgId = fx.ids.orgId as string,
) {
  const db = fx.t.database.db;
  const week = await db.timesheetWeek.upsert({
    where: { userId_weekStart: { userId, weekStart } },
    create: { orgId, userId, weekStart, status },
    update: { status },
  });
  const start = slotTime(weekStart, 8);
  const end = slotTime(weekStart, 12);
  const shift = await db.shift.upsert({
    where: { id: `${week.id.slice(0, 24)}-parity` },
    create: {
      id: `${week.id.slice(0, 24)}-parity`,
      orgId,
      userId,
      weekId: week.id,
      day: weekStart,
      startAt: new Date(start),
      endAt: new Date(end),
    },
    update: {},
  });
  return { weekId: week.id, shiftId: shift.id, start, end, weekStart };
}
/** The technician's shift in a week of its own. */
const techShift = async (fx: Fixture, status: 'open' | 'submitted' | 'approved', weekStart = nextWeek()) =>
  shiftIn(fx, fx.ids.technicianId as string, weekStart, status);
/** Every member persona (outsiders act in their own organisations) with their organisation. */
async function memberPersonas(fx: Fixture): Promise<{ userId: string; orgId: string }[]> {
  const ids = [...new Set(Object.values(fx.accounts).filter((id): id is string => !!id))];
  return fx.t.database.db.user
    .findMany({ where: { id: { in: ids } }, select: { id: true, orgId: true } })
    .then((us) => us.map((u) => ({ userId: u.id, orgId: u.orgId })));
}
/** Every member persona clocked on an hour ago (whatever they had of the last two days, cleared). */
async function clockedOn(fx: Fixture): Promise<Vars> {
  await clearDays(fx);
  const db = fx.t.database.db;
  const start = new Date(Date.now() - 3600_000);
  start.setUTCSeconds(0, 0);
  const day = dayKeyOf(start, DEFAULT_TIME_ZONE);
  const ids: Vars = {};
  for (const { userId, orgId } of await memberPersonas(fx)) {
    const week = await db.timesheetWeek.upsert({
      where: { userId_weekStart: { userId, weekStart: startOfWeek(day) } },
      create: { orgId, userId, weekStart: startOfWeek(day) },
      update: { status: 'open' },
    });
    const shift = await db.shift.create({ data: { orgId, userId, weekId: week.id, day, startAt: start } });
    if (userId === fx.ids.technicianId) ids.technicianShiftId = shift.id;
  }
  return ids;
}
/** The shifts of the last two days of every member persona (outsiders clock on in their own organisations), gone. */
async function clearDays(fx: Fixture) {
  const userIds = Object.values(fx.accounts).filter((id): id is string => !!id);
  await fx.t.database.db.shift.deleteMany({ where: { userId: { in: userIds }, startAt: { gte: new Date(Date.now() - 2 * 86_400_000) } } });
}
/** The clock actions without input, each by its caller on their own open shift (clock on: none open). */
function clockRows(): ParityRow[] {
  const actions = [
    ['clock-on', 'clockOn'],
    ['start-travel', 'startTravel'],
    ['start-break', 'startBreak'],
    ['end-break', 'endBreak'],
    ['leave-job', 'leaveJob'],
    ['clock-off', 'clockOff'],
  ] as const;
  return actions.map(([path, field]) => ({
    route: `POST /api/timesheets/${path}`,
    scope: 'own' as const,
    fresh: async (fx: Fixture): Promise<Vars> => {
      if (field !== 'clockOn') return clockedOn(fx);
      await clearDays(fx);
      return {};
    },
    after: clearDays,
    rest: () => ({ body: {} }),
    graphql: gql(`mutation { ${field} { __typename ${ERR} } }`),
  }));
}

/** Whether a row's route writes (any method but GET): parity-writes.test.ts checks those, parity.test.ts the reads. */
export const isWrite = (row: ParityRow) => !row.route.startsWith('GET ');

export const ROWS: ParityRow[] = [
  // Accounts and sessions
  {
    route: 'POST /api/auth/register',
    scope: 'own',
    freshSession: true,
    fresh: async (fx) => ({ email: `reg${fx.unique()}@new.test` }),
    rest: (v) => ({ body: { email: v.email, password: 'a-long-password', name: 'New Owner', orgName: 'New Co' } }),
    graphql: gql(`mutation($i: RegisterInput!) { register(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { email: v.email, password: 'a-long-password', name: 'New Owner', orgName: 'New Co' },
    })),
  },
  {
    route: 'POST /api/auth/login',
    scope: 'own',
    freshSession: true,
    rest: (v) => ({ body: { email: v.loginEmail, password: v.password } }),
    graphql: gql(`mutation($i: LoginInput!) { login(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { email: v.loginEmail, password: v.password },
    })),
  },
  {
    route: 'POST /api/auth/logout',
    scope: 'own',
    freshSession: true,
    rest: () => ({ body: {} }),
    graphql: gql('mutation { logout }'),
  },
  {
    route: 'POST /api/auth/refresh',
    scope: 'own',
    rest: () => ({ body: { refreshToken: 'not-a-refresh-token' } }),
    graphql: gql(`mutation { refreshToken(refreshToken: "not-a-refresh-token") { __typename ${ERR} } }`),
    allowed: 'UNAUTHENTICATED',
    reason: 'Probed with an unknown refresh token (a real one is single-use): every caller is refused alike',
  },
  {
    route: 'GET /api/auth/me',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ me { id email } }'),
    fields: [{ rest: 'user.email', graphql: 'email' }],
  },
  {
    route: 'PUT /api/auth/password',
    scope: 'own',
    rest: (v) => ({ body: { currentPassword: v.password, newPassword: 'x' } }),
    graphql: gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { currentPassword: v.password, newPassword: 'x' },
    })),
    allowed: 'VALIDATION',
    reason: 'Probed with a too-short new password, so no session is revoked: an allowed caller reaches validation',
  },
  {
    route: 'POST /api/me/change-password',
    scope: 'own',
    rest: (v) => ({ body: { currentPassword: v.password, newPassword: 'x' } }),
    graphql: gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { currentPassword: v.password, newPassword: 'x' },
    })),
    allowed: 'VALIDATION',
    reason: 'Probed with a too-short new password, so no session is revoked: an allowed caller reaches validation',
  },
  {
    route: 'GET /api/me',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ me { id org { name bsb accountNumber accountName } } }'),
    fields: BANK,
  },
  {
    route: 'PUT /api/me/profile',
    scope: 'own',
    rest: () => ({ body: { color: '#112233' } }),
    graphql: gql(`mutation { updateProfile(input: { color: "#112233" }) { ... on User { id } ${ERR} } }`),
  },
  {
    route: 'PUT /api/me/org',
    scope: 'own',
    rest: () => ({ body: { phone: '0390000000' } }),
    graphql: gql(
      `mutation { updateOrganization(input: { phone: "0390000000" }) { ... on Organization { name bsb accountNumber accountName } ${ERR} } }`,
    ),
    fields: [
      { rest: 'org.bsb', graphql: 'bsb', can: 'seeBankDetails' },
      { rest: 'org.account_number', graphql: 'accountNumber', can: 'seeBankDetails' },
      { rest: 'org.name', graphql: 'name' },
    ],
  },
  {
    route: 'POST /api/me/avatar',
    scope: 'own',
    rest: () => ({ file: png('file') }),
    graphql: gql(`mutation($f: File!) { uploadAvatar(file: $f) { ... on User { id } ${ERR} } }`, () => ({ f: null }), {
      files: { variable: 'f', upload: png('file') },
    }),
  },
  {
    route: 'GET /api/subscriptions/status',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ me { org { subscription { status } } } }'),
    fields: [{ rest: 'subscription.status', graphql: 'org.subscription.status' }],
  },
  {
    route: 'GET /api/files/avatars/{name}',
    scope: 'own',
    fresh: async (fx) => {
      const { user } = await fx.asAdmin({ method: 'POST', url: '/api/me/avatar', file: png('file') });
      return { avatarName: String(user.avatar_url).split('/').pop() as string };
    },
    rest: (v) => ({ params: { name: v.avatarName } }),
    graphql: null,
    except: { anonymous: 'UNAUTHENTICATED' },
    reason: 'Image bytes: GraphQL gives User.avatarUrl, which points here. Any signed-in user or support staff may load one',
  },

  // Support staff sessions
  {
    route: 'POST /support/api/auth/login',
    scope: 'own',
    freshSession: true,
    rest: (v) => ({ body: { email: v.staffEmail, password: v.password } }),
    graphql: gql(`mutation($e: String!, $p: String!) { supportLogin(email: $e, password: $p) { __typename ${ERR} } }`, (v) => ({
      e: v.staffEmail,
      p: v.password,
    })),
  },
  {
    route: 'GET /support/api/auth/me',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ supportViewer { id email } }', () => ({}), { nullIs: 'UNAUTHENTICATED' }),
    fields: [{ rest: 'user.email', graphql: 'email' }],
  },
  {
    route: 'POST /support/api/auth/logout',
    scope: 'own',
    freshSession: true,
    rest: () => ({ body: {} }),
    graphql: gql('mutation { supportLogout }'),
  },

  // Support Admin Console (support_admin; the fixture's support persona is support_staff, refused with 403)
  {
    route: 'GET /api/support-tickets/staff',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ assignableStaff { id email } }'),
  },
  {
    route: 'PATCH /api/support-admin/staff/{id}',
    scope: 'own',
    rest: () => ({ params: { id: 'not-staff' }, body: { role: 'support_staff' } }),
    graphql: gql(`mutation { changeSupportStaffRole(id: "not-staff", role: support_staff) { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
  },
  {
    route: 'POST /api/support-admin/staff/{id}/deactivate',
    scope: 'own',
    rest: () => ({ params: { id: 'not-staff' } }),
    graphql: gql(`mutation { deactivateSupportStaff(id: "not-staff") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
  },
  {
    route: 'POST /api/support-admin/staff/{id}/reactivate',
    scope: 'own',
    rest: () => ({ params: { id: 'not-staff' } }),
    graphql: gql(`mutation { reactivateSupportStaff(id: "not-staff") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
  },
  {
    route: 'GET /api/support-admin/invites',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ supportInvites { id } }'),
  },
  {
    route: 'POST /api/support-admin/invites',
    scope: 'own',
    rest: () => ({ body: { email: 'not-an-email' } }),
    graphql: gql(`mutation { inviteSupportStaff(email: "not-an-email") { __typename ${ERR} } }`),
    allowed: 'VALIDATION',
    reason: 'Probed with an invalid email, so no invite is sent',
  },
  {
    route: 'POST /api/support-admin/invites/{id}/resend',
    scope: 'own',
    rest: () => ({ params: { id: 'not-an-invite' } }),
    graphql: gql(`mutation { resendSupportInvite(id: "not-an-invite") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
  },
  {
    route: 'DELETE /api/support-admin/invites/{id}',
    scope: 'own',
    rest: () => ({ params: { id: 'not-an-invite' } }),
    graphql: gql(`mutation { revokeSupportInvite(id: "not-an-invite") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
  },
  {
    route: 'GET /api/support-admin/audit',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ supportAuditLog(first: 5) { totalCount } }'),
  },
  {
    route: 'GET /support/api/auth/invite/{token}',
    scope: 'own',
    rest: () => ({ params: { token: 'not-an-invite' } }),
    graphql: gql('{ staffInvite(token: "not-an-invite") { email } }'),
    allowed: 'NOT_FOUND',
    reason: 'Probed with an unknown join token: every caller is refused alike',
  },
  {
    route: 'POST /support/api/auth/invite/accept',
    scope: 'own',
    rest: (v) => ({ body: { token: 'not-an-invite', name: 'Nobody', password: v.password } }),
    graphql: gql(
      `mutation($p: String!) { acceptStaffInvite(token: "not-an-invite", name: "Nobody", password: $p) { __typename ${ERR} } }`,
      (v) => ({
        p: v.password,
      }),
    ),
    allowed: 'NOT_FOUND',
    reason: 'Probed with an unknown join token (a real one is single-use): every caller is refused alike',
  },

  // The owner portal's organisations (owner only; hidden abilities: 404 for everyone else)
  {
    route: 'GET /api/admin/organizations',
    scope: 'own',
    rest: () => ({ query: { search: 'Target' } }),
    graphql: gql('{ ownerOrganizations(search: "Target") { total } }'),
  },
  {
    route: 'GET /api/admin/organizations/{id}',
    scope: 'own',
    rest: (v) => ({ params: { id: v.orgId } }),
    graphql: gql('query($id: ID!) { ownerOrganization(id: $id) { name } }', (v) => ({ id: v.orgId })),
    reason: "The owner reads any organisation's page (db/cross-organisation.ts ownerScope); nobody else reaches it",
  },
  {
    route: 'POST /api/admin/organizations/{id}/extend-trial',
    scope: 'own',
    rest: (v) => ({ params: { id: v.orgId }, body: { days: 0 } }),
    graphql: gql(`mutation($id: ID!) { extendTrial(organizationId: $id, days: 0) { __typename ${ERR} } }`, (v) => ({ id: v.orgId })),
    allowed: 'VALIDATION',
    reason: 'Probed with 0 days, so no trial moves: the owner reaches validation',
  },
  {
    route: 'POST /api/admin/organizations/{id}/grant-credits',
    scope: 'own',
    rest: (v) => ({ params: { id: v.orgId }, body: { channel: 'sms', quantity: 0 } }),
    graphql: gql(`mutation($id: ID!) { grantCredits(organizationId: $id, channel: "sms", quantity: 0) { __typename ${ERR} } }`, (v) => ({
      id: v.orgId,
    })),
    allowed: 'VALIDATION',
    reason: 'Probed with 0 credits, so no pack is made: the owner reaches validation',
  },

  // Customers
  {
    route: 'GET /api/customers',
    scope: 'list',
    sees: 'customerId',
    rest: () => ({ query: { search: 'Aardvark' } }),
    graphql: gql('{ customers(first: 50, search: "Aardvark") { edges { node { id } } } }'),
  },
  {
    route: 'GET /api/jobs/customers',
    scope: 'list',
    sees: 'customerId',
    rest: () => ({ query: { search: 'Aardvark' } }),
    graphql: gql('{ customers(first: 50, search: "Aardvark") { edges { node { id } } } }'),
  },
  {
    route: 'POST /api/customers',
    scope: 'own',
    rest: () => ({ body: { name: 'Parity Created Co' } }),
    graphql: gql(`mutation { createCustomer(input: { name: "Parity Created Co" }) { ... on Customer { id } ${ERR} } }`),
  },
  {
    route: 'GET /api/customers/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.customerId } }),
    graphql: gql('query($id: ID!) { customer(id: $id) { id name notes email } }', (v) => ({ id: v.customerId })),
    fields: [
      { rest: 'customer.name', graphql: 'name' },
      { rest: 'customer.notes', graphql: 'notes' },
    ],
  },
  {
    route: 'GET /api/customers/{id}/jobs',
    scope: 'target',
    rest: (v) => ({ params: { id: v.customerId } }),
    graphql: gql('query($id: ID!) { customer(id: $id) { id jobs { id } } }', (v) => ({ id: v.customerId })),
  },
  {
    route: 'PUT /api/customers/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.customerId }, body: { name: 'Aardvark Air', notes: 'Gate code 1234' } }),
    graphql: gql(
      `mutation($id: ID!) { updateCustomer(id: $id, input: { name: "Aardvark Air", notes: "Gate code 1234" }) { ... on Customer { id } ${ERR} } }`,
      (v) => ({ id: v.customerId }),
    ),
  },
  {
    route: 'DELETE /api/customers/{id}',
    scope: 'target',
    fresh: async (fx) => ({ customerId: await fx.make.customer() }),
    rest: (v) => ({ params: { id: v.customerId } }),
    graphql: gql(`mutation($id: ID!) { deleteCustomer(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.customerId })),
  },
  {
    route: 'POST /api/customers/import-csv',
    scope: 'own',
    rest: () => ({ file: csv('csvFile', CSV_CUSTOMERS) }),
    graphql: gql(`mutation($f: File!) { importCsv(file: $f, kind: CUSTOMERS) { __typename ${ERR} } }`, () => ({ f: null }), {
      files: { variable: 'f', upload: csv('file', CSV_CUSTOMERS) },
    }),
  },

  // Equipment
  {
    route: 'GET /api/equipment',
    scope: 'list',
    sees: 'equipmentId',
    rest: () => ({ query: { search: 'Aardvark' } }),
    graphql: gql('{ equipmentList(first: 50, search: "Aardvark") { edges { node { id } } } }'),
  },
  {
    route: 'GET /api/jobs/equipment',
    scope: 'list',
    sees: 'equipmentId',
    rest: () => ({ query: { search: 'Aardvark' } }),
    graphql: gql('{ equipmentList(first: 50, search: "Aardvark") { edges { node { id } } } }'),
  },
  {
    route: 'POST /api/equipment',
    scope: 'own',
    rest: () => ({ body: { name: 'Parity unit' } }),
    graphql: gql(`mutation { createEquipment(input: { name: "Parity unit" }) { ... on Equipment { id } ${ERR} } }`),
  },
  {
    route: 'GET /api/equipment/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.equipmentId } }),
    graphql: gql('query($id: ID!) { equipment(id: $id) { id name serial } }', (v) => ({ id: v.equipmentId })),
    fields: [
      { rest: 'name', graphql: 'name' },
      { rest: 'serial', graphql: 'serial' },
    ],
  },
  {
    route: 'GET /api/equipment/{id}/jobs',
    scope: 'target',
    rest: (v) => ({ params: { id: v.equipmentId } }),
    graphql: gql('query($id: ID!) { equipment(id: $id) { id jobs { id } } }', (v) => ({ id: v.equipmentId })),
  },
  {
    route: 'PUT /api/equipment/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.equipmentId }, body: { notes: 'Checked' } }),
    graphql: gql(
      `mutation($id: ID!) { updateEquipment(id: $id, input: { notes: "Checked" }) { ... on Equipment { id } ${ERR} } }`,
      (v) => ({
        id: v.equipmentId,
      }),
    ),
  },
  {
    route: 'DELETE /api/equipment/{id}',
    scope: 'target',
    fresh: async (fx) => ({ equipmentId: await fx.make.equipment() }),
    rest: (v) => ({ params: { id: v.equipmentId } }),
    graphql: gql(`mutation($id: ID!) { deleteEquipment(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.equipmentId })),
  },
  {
    route: 'POST /api/equipment/import-csv',
    scope: 'own',
    rest: () => ({ file: csv('csvFile', CSV_EQUIPMENT) }),
    graphql: gql(`mutation($f: File!) { importCsv(file: $f, kind: EQUIPMENT) { __typename ${ERR} } }`, () => ({ f: null }), {
      files: { variable: 'f', upload: csv('file', CSV_EQUIPMENT) },
    }),
  },

  {
    route: 'POST /api/equipment/{id}/meter-readings',
    scope: 'target',
    fresh: async (fx) => ({ equipmentId: await fx.make.equipment() }),
    rest: (v) => ({ params: { id: v.equipmentId }, body: { hours: 120 } }),
    graphql: gql(
      `mutation($id: ID!) { recordMeterReading(input: { equipmentId: $id, hours: 120 }) { ... on Equipment { id } ${ERR} } }`,
      (v) => ({ id: v.equipmentId }),
    ),
  },

  // Recurring service
  {
    route: 'GET /api/service/due',
    scope: 'list',
    sees: 'equipmentId',
    rest: () => ({ query: { status: 'overdue', limit: '200' } }),
    graphql: gql('{ serviceDue(status: overdue, limit: 200) { units { equipment { id } } counts { overdue } } }'),
  },
  {
    route: 'GET /api/service/uncontracted',
    scope: 'list',
    sees: 'uncontractedId',
    rest: () => ({ query: { limit: '200' } }),
    graphql: gql('{ serviceUncontracted(limit: 200) { units { equipment { id } } } }'),
  },
  {
    route: 'GET /api/service/regimes',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ serviceRegimes { key } }'),
  },
  {
    route: 'POST /api/service/contracts',
    scope: 'target',
    rest: (v) => ({ body: { equipmentIds: [v.equipmentId], serviceIntervalMonths: 12 } }),
    graphql: gql(
      `mutation($id: ID!) { contractService(input: { equipmentIds: [$id], serviceIntervalMonths: 12 }) { __typename ${ERR} } }`,
      (v) => ({ id: v.equipmentId }),
    ),
  },
  {
    route: 'POST /api/service/bookings',
    scope: 'target',
    fresh: async (fx) => ({ equipmentId: await fx.make.equipment(await fx.make.customer()), clientKey: `parity-${fx.unique()}` }),
    rest: (v) => ({ body: { items: [{ equipmentId: v.equipmentId, scheduledAt: v.rangeStart }], clientKey: v.clientKey } }),
    graphql: gql(
      `mutation($id: ID!, $at: DateTime!, $key: String!) { bookService(input: { items: [{ equipmentId: $id, scheduledAt: $at }], clientKey: $key }) { __typename ${ERR} } }`,
      (v) => ({ id: v.equipmentId, at: v.rangeStart, key: v.clientKey }),
    ),
  },

  // Members
  {
    route: 'GET /api/members',
    scope: 'list',
    sees: 'technicianId',
    rest: () => ({}),
    graphql: gql('{ members { id } }'),
  },
  {
    route: 'GET /api/jobs/technicians',
    scope: 'list',
    sees: 'technicianId',
    rest: () => ({}),
    graphql: gql('{ members { id } }'),
  },
  {
    route: 'POST /api/members',
    scope: 'own',
    fresh: async (fx) => newMember(fx),
    after: dropMember,
    rest: (v) => ({ body: v }),
    graphql: gql(`mutation($i: AddMemberInput!) { addMember(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { name: v.name, email: v.email, role: 'technician' },
    })),
  },
  {
    route: 'POST /api/members/_compat/teams-add-member',
    scope: 'own',
    fresh: async (fx) => newMember(fx),
    after: dropMember,
    rest: (v) => ({ body: v }),
    graphql: gql(`mutation($i: AddMemberInput!) { addMember(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { name: v.name, email: v.email, role: 'technician' },
    })),
  },
  {
    route: 'PUT /api/members/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.spareMemberId }, body: { color: '#123456' } }),
    graphql: gql(`mutation($id: ID!) { updateMember(id: $id, input: { color: "#123456" }) { ... on User { id } ${ERR} } }`, (v) => ({
      id: v.spareMemberId,
    })),
  },
  {
    route: 'DELETE /api/members/{id}',
    scope: 'target',
    fresh: async (fx) => ({ memberId: await fx.make.member() }),
    after: dropMember,
    rest: (v) => ({ params: { id: v.memberId } }),
    graphql: gql(`mutation($id: ID!) { removeMember(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.memberId })),
  },
  {
    route: 'POST /api/auth/invite/accept',
    scope: 'own',
    rest: (v) => ({ body: { token: 'not-an-invite', password: v.password } }),
    graphql: gql(`mutation($i: AcceptInviteInput!) { acceptInvite(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { token: 'not-an-invite', password: v.password },
    })),
    allowed: 'NOT_FOUND',
    reason: 'Probed with an unknown invite token (a real one is single-use): every caller is refused alike',
  },

  // Webhooks (admins)
  {
    route: 'GET /api/integrations/webhooks',
    scope: 'list',
    sees: 'webhookId',
    rest: () => ({}),
    graphql: gql('{ webhookEndpoints { id } }'),
  },
  {
    route: 'POST /api/integrations/webhooks',
    scope: 'own',
    rest: () => ({ body: { url: 'https://example.com/parity-hooks', events: ['job.created'] } }),
    graphql: gql(
      `mutation { createWebhookEndpoint(input: { url: "https://example.com/parity-hooks", events: ["job.created"] }) { __typename ${ERR} } }`,
    ),
  },
  {
    route: 'DELETE /api/integrations/webhooks/{id}',
    scope: 'target',
    fresh: async (fx) => fx.make.webhook(),
    rest: (v) => ({ params: { id: v.webhookId } }),
    graphql: gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.webhookId })),
  },
  {
    route: 'POST /api/integrations/webhooks/{id}/rotate-secret',
    scope: 'target',
    rest: (v) => ({ params: { id: v.webhookId } }),
    graphql: gql(`mutation($id: ID!) { rotateWebhookSecret(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.webhookId })),
  },
  {
    route: 'POST /api/integrations/webhooks/{id}/enable',
    scope: 'target',
    rest: (v) => ({ params: { id: v.webhookId } }),
    graphql: gql(`mutation($id: ID!) { enableWebhookEndpoint(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.webhookId })),
  },
  {
    route: 'GET /api/integrations/webhooks/{id}/deliveries',
    scope: 'target',
    rest: (v) => ({ params: { id: v.webhookId } }),
    graphql: gql('query($id: ID!) { webhookDeliveries(endpointId: $id) { id } }', (v) => ({ id: v.webhookId })),
  },
  {
    route: 'POST /api/integrations/webhooks/{id}/deliveries/{deliveryId}/resend',
    scope: 'target',
    rest: (v) => ({ params: { id: v.webhookId, deliveryId: v.deliveryId } }),
    graphql: gql(`mutation($id: ID!, $d: ID!) { resendWebhookDelivery(endpointId: $id, deliveryId: $d) { __typename ${ERR} } }`, (v) => ({
      id: v.webhookId,
      d: v.deliveryId,
    })),
  },

  // Price list
  {
    route: 'GET /api/item-presets',
    scope: 'list',
    sees: 'presetId',
    rest: () => ({ query: { search: 'Aardvark' } }),
    graphql: gql('{ itemPresets(first: 50, search: "Aardvark") { edges { node { id } } } }'),
  },
  {
    route: 'POST /api/item-presets',
    scope: 'own',
    fresh: async (fx) => ({ name: `Parity preset ${fx.unique()}` }),
    rest: (v) => ({ body: { name: v.name, unitAmount: 500 } }),
    graphql: gql(`mutation($n: String!) { createItemPreset(input: { name: $n, unitAmountCents: 500 }) { __typename ${ERR} } }`, (v) => ({
      n: v.name,
    })),
  },
  {
    route: 'POST /api/item-presets/ensure',
    scope: 'own',
    rest: () => ({ body: { name: 'Parity ensured', unitAmount: 500 } }),
    graphql: gql(`mutation { ensureItemPreset(input: { name: "Parity ensured", unitAmountCents: 500 }) { __typename ${ERR} } }`),
  },
  {
    route: 'PUT /api/item-presets/{id}',
    scope: 'target',
    fresh: async (fx) => ({ presetId: await fx.make.preset(), name: `Parity renamed ${fx.unique()}` }),
    rest: (v) => ({ params: { id: v.presetId }, body: { name: v.name, unit_amount: 750, tax_rate: 0 } }),
    graphql: gql(
      `mutation($id: ID!, $n: String!) { updateItemPreset(id: $id, input: { name: $n, unitAmountCents: 750, taxRate: 0 }) { __typename ${ERR} } }`,
      (v) => ({ id: v.presetId, n: v.name }),
    ),
  },
  {
    route: 'DELETE /api/item-presets/{id}',
    scope: 'target',
    fresh: async (fx) => ({ presetId: await fx.make.preset() }),
    rest: (v) => ({ params: { id: v.presetId } }),
    graphql: gql(`mutation($id: ID!) { deleteItemPreset(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.presetId })),
  },

  // Forms on jobs (templates: office roles write, everyone reads; forms: whoever fills forms on the job)
  {
    route: 'GET /api/form-reports/swms-unsigned',
    scope: 'list',
    // A statement with a sign-on sheet, still a draft on the target's open job: seen by the target's office only.
    fresh: async (fx) => {
      const templateId = await fx.make.formTemplate();
      const version = await fx.t.database.db.formTemplateVersion.findFirstOrThrow({ where: { templateId } });
      await fx.t.database.db.formTemplateVersion.update({ where: { id: version.id }, data: { definition: SIGN_ON_SHEET } });
      return { swmsFormId: await fx.make.jobForm(await fx.make.job(), templateId) };
    },
    sees: 'swmsFormId',
    rest: () => ({}),
    graphql: gql('{ unsignedSwms { id } }'),
  },
  {
    route: 'GET /api/form-settings',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ formSettings { blockCompletion } }'),
  },
  {
    route: 'PUT /api/form-settings',
    scope: 'own',
    rest: () => ({ body: { block_completion: false } }),
    graphql: gql(`mutation { updateFormSettings(blockCompletion: false) { __typename ${ERR} } }`),
  },
  {
    route: 'GET /api/form-templates',
    scope: 'list',
    sees: 'formTemplateId',
    rest: () => ({ query: { search: 'Aardvark' } }),
    graphql: gql('{ formTemplates(first: 50, search: "Aardvark") { edges { node { id } } } }'),
  },
  {
    route: 'POST /api/form-templates',
    scope: 'own',
    rest: () => ({ body: { name: 'Parity form', definition: PARITY_FORM } }),
    graphql: gql(`mutation($i: FormTemplateInput!) { createFormTemplate(input: $i) { __typename ${ERR} } }`, () => ({
      i: { name: 'Parity form', definition: PARITY_FORM },
    })),
  },
  {
    route: 'GET /api/form-templates/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.formTemplateId } }),
    graphql: gql('query($id: ID!) { formTemplate(id: $id) { id } }', (v) => ({ id: v.formTemplateId })),
  },
  {
    route: 'PUT /api/form-templates/{id}',
    scope: 'target',
    fresh: async (fx) => ({ formTemplateId: await fx.make.formTemplate() }),
    rest: (v) => ({ params: { id: v.formTemplateId }, body: { name: 'Parity renamed form' } }),
    graphql: gql(
      `mutation($id: ID!) { updateFormTemplate(id: $id, input: { name: "Parity renamed form" }) { __typename ${ERR} } }`,
      (v) => ({
        id: v.formTemplateId,
      }),
    ),
  },
  {
    route: 'POST /api/form-templates/{id}/archive',
    scope: 'target',
    fresh: async (fx) => ({ formTemplateId: await fx.make.formTemplate() }),
    rest: (v) => ({ params: { id: v.formTemplateId }, body: { archived: true } }),
    graphql: gql(`mutation($id: ID!) { archiveFormTemplate(id: $id, archived: true) { __typename ${ERR} } }`, (v) => ({
      id: v.formTemplateId,
    })),
  },
  {
    route: 'POST /api/form-templates/{id}/copy',
    scope: 'target',
    rest: (v) => ({ params: { id: v.formTemplateId }, body: {} }),
    graphql: gql(`mutation($id: ID!) { copyFormTemplate(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.formTemplateId })),
  },
  {
    route: 'GET /api/built-in-form-templates',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ builtInFormTemplates { key added } }'),
  },
  {
    route: 'POST /api/built-in-form-templates/{key}',
    scope: 'own',
    after: async (fx) => {
      await fx.t.database.db.formTemplate.deleteMany({ where: { builtInKey: 'job-completion' } });
    },
    rest: () => ({ params: { key: 'job-completion' }, body: {} }),
    graphql: gql(`mutation { addBuiltInFormTemplate(key: "job-completion") { __typename ${ERR} } }`),
  },
  {
    route: 'GET /api/jobs/{id}/forms',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { forms { id } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'GET /api/customers/{id}/sign-offs',
    scope: 'target',
    rest: (v) => ({ params: { id: v.customerId } }),
    graphql: gql('query($id: ID!) { customer(id: $id) { signOffs { id } } }', (v) => ({ id: v.customerId })),
  },
  {
    route: 'GET /api/equipment/{id}/sign-offs',
    scope: 'target',
    rest: (v) => ({ params: { id: v.equipmentId } }),
    graphql: gql('query($id: ID!) { equipment(id: $id) { signOffs { id } } }', (v) => ({ id: v.equipmentId })),
  },
  {
    route: 'GET /api/equipment/{id}/forms',
    scope: 'target',
    rest: (v) => ({ params: { id: v.equipmentId } }),
    graphql: gql('query($id: ID!) { equipment(id: $id) { forms { id } } }', (v) => ({ id: v.equipmentId })),
  },
  {
    route: 'POST /api/jobs/{id}/forms',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { template_id: v.formTemplateId } }),
    graphql: gql(`mutation($j: ID!, $t: ID!) { addJobForm(jobId: $j, input: { templateId: $t }) { __typename ${ERR} } }`, (v) => ({
      j: v.jobId,
      t: v.formTemplateId,
    })),
  },
  {
    route: 'GET /api/job-forms/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobFormId } }),
    graphql: gql('query($id: ID!) { jobForm(id: $id) { id } }', (v) => ({ id: v.jobFormId })),
  },
  {
    route: 'PATCH /api/job-forms/{id}/answers',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobFormId }, body: { answers: { note: 'Parity' } } }),
    graphql: gql(`mutation($id: ID!) { saveJobFormAnswers(id: $id, answers: { note: "Parity" }) { __typename ${ERR} } }`, (v) => ({
      id: v.jobFormId,
    })),
  },
  {
    route: 'POST /api/job-forms/{id}/submit',
    scope: 'target',
    fresh: async (fx) => ({ jobFormId: await fx.make.jobForm(fx.ids.jobId, fx.ids.formTemplateId) }),
    rest: (v) => ({ params: { id: v.jobFormId }, body: {} }),
    graphql: gql(`mutation($id: ID!) { submitJobForm(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.jobFormId })),
  },
  {
    route: 'POST /api/job-forms/{id}/corrections',
    scope: 'target',
    fresh: async (fx) => ({ jobFormId: await fx.make.jobForm(fx.ids.jobId, fx.ids.formTemplateId, 'submitted') }),
    rest: (v) => ({ params: { id: v.jobFormId }, body: { answers: { note: 'Fixed' }, reason: 'Parity' } }),
    graphql: gql(
      `mutation($id: ID!) { correctJobForm(id: $id, answers: { note: "Fixed" }, reason: "Parity") { __typename ${ERR} } }`,
      (v) => ({ id: v.jobFormId }),
    ),
  },
  {
    route: 'DELETE /api/job-forms/{id}',
    scope: 'target',
    fresh: async (fx) => ({ jobFormId: await fx.make.jobForm(fx.ids.jobId, fx.ids.formTemplateId) }),
    rest: (v) => ({ params: { id: v.jobFormId } }),
    graphql: gql(`mutation($id: ID!) { removeJobForm(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.jobFormId })),
  },

  // The customer's sign-off: the report shown, the sign-off pinned to it, the job's sign-offs and their PDFs
  {
    route: 'GET /api/jobs/{id}/service-report',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { serviceReport(jobId: $id) { digest } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/sign-off',
    scope: 'target',
    rest: (v) => ({
      params: { id: v.jobId },
      body: { outcome: 'declined', signer_name: 'Parity', decline_reason: 'Busy', digest: STALE_DIGEST },
    }),
    graphql: gql(`mutation($id: ID!, $i: SignOffInput!) { signOffJob(jobId: $id, input: $i) { __typename ${ERR} } }`, (v) => ({
      id: v.jobId,
      i: { outcome: 'declined', signerName: 'Parity', declineReason: 'Busy', digest: STALE_DIGEST },
    })),
    allowed: 'CONFLICT',
    reason: 'Signed against a report the job no longer gives: refused after the access check, nothing kept',
  },
  {
    route: 'GET /api/jobs/{id}/sign-offs',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { signOffs { id } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'GET /api/job-forms/{id}/certificate',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobFormId } }),
    graphql: null,
    // The fixture's form is a draft of an ordinary template: whoever sees it is told it is no certificate.
    allowed: 'CONFLICT',
    reason: 'The PDF is a file: GraphQL reads the form (JobForm.certificateDueOn, sentTo) through jobForm',
  },
  {
    route: 'GET /api/job-forms/{id}/items',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobFormId } }),
    graphql: gql('query($id: ID!) { jobForm(id: $id) { items { id } tagSheetUrl } }', (v) => ({ id: v.jobFormId })),
  },
  {
    route: 'GET /api/job-forms/{id}/tag-sheet',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobFormId } }),
    graphql: null,
    // The fixture's form is a draft: whoever sees it is told to submit it first.
    allowed: 'CONFLICT',
    reason: 'The PDF is a file: GraphQL gives its URL (JobForm.tagSheetUrl) and the items through jobForm',
  },
  {
    route: 'POST /api/job-forms/{id}/send-certificate',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobFormId }, body: {} }),
    graphql: gql(`mutation($id: ID!) { sendCertificate(formId: $id) { __typename ${ERR} } }`, (v) => ({ id: v.jobFormId })),
    allowed: 'CONFLICT',
  },
  {
    route: 'GET /api/form-reports/certificates-due',
    scope: 'list',
    // A CCEW draft with its test date on the target's job: listed for the target's office only.
    fresh: async (fx) => {
      const db = fx.t.database.db;
      const orgId = (await db.job.findFirstOrThrow({ where: { id: fx.ids.jobId }, select: { orgId: true } })).orgId;
      const template =
        (await db.formTemplate.findFirst({ where: { orgId, builtInKey: 'ccew-nsw' } })) ??
        (await db.formTemplate.create({
          data: { orgId, name: 'CCEW', builtInKey: 'ccew-nsw', versions: { create: { orgId, version: 1, definition: PARITY_FORM } } },
        }));
      const formId = await fx.make.jobForm(await fx.make.job(), template.id);
      await db.jobForm.update({ where: { id: formId }, data: { answers: { tested_on: '2026-11-27' } } });
      return { ccewFormId: formId };
    },
    sees: 'ccewFormId',
    rest: () => ({}),
    graphql: gql('{ certificatesDue { id } }'),
  },
  {
    route: 'GET /api/jobs/{id}/sign-offs/{signOffId}/report',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId, signOffId: v.signOffId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { signOffs { id reportSha256 } } }', (v) => ({ id: v.jobId })),
    reason: 'The PDF is a file: GraphQL reads the same sign-off and its hash',
  },

  // Timesheets (a member's own day and weeks; the office reviews, approves and unlocks) and job profit (office only)
  ...clockRows(),
  {
    route: 'POST /api/timesheets/arrive',
    scope: 'target',
    fresh: clockedOn,
    after: clearDays,
    rest: (v) => ({ body: { job_id: v.jobId } }),
    graphql: gql(`mutation($j: ID!) { arriveAtJob(jobId: $j) { __typename ${ERR} } }`, (v) => ({ j: v.jobId })),
  },
  {
    route: 'POST /api/timesheets/shifts',
    scope: 'own',
    fresh: async () => ({ start: slotTime(nextWeek(), 8), end: slotTime(lastWeek(), 12) }),
    rest: (v) => ({ body: { start: v.start, end: v.end } }),
    graphql: gql(`mutation($i: EnterShiftInput!) { enterShift(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { start: v.start, end: v.end },
    })),
  },
  {
    route: 'PUT /api/timesheets/shifts/{id}',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'open'),
    rest: (v) => ({ params: { id: v.shiftId }, body: { start: v.start, end: v.end, reason: 'Parity' } }),
    graphql: gql(`mutation($id: ID!, $i: UpdateShiftInput!) { updateShift(id: $id, input: $i) { __typename ${ERR} } }`, (v) => ({
      id: v.shiftId,
      i: { start: v.start, end: v.end, reason: 'Parity' },
    })),
  },
  {
    route: 'DELETE /api/timesheets/shifts/{id}',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'open'),
    rest: (v) => ({ params: { id: v.shiftId } }),
    graphql: gql(`mutation($id: ID!) { deleteShift(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.shiftId })),
  },
  {
    route: 'POST /api/timesheets/leave',
    scope: 'target',
    fresh: async () => ({ leaveDay: nextWeek() }),
    rest: (v) => ({ body: { member_id: v.technicianId, day: v.leaveDay, kind: 'annual', hours: 7.6 } }),
    graphql: gql(`mutation($i: AddTimesheetLeaveInput!) { addTimesheetLeave(input: $i) { __typename ${ERR} } }`, (v) => ({
      i: { memberId: v.technicianId, day: v.leaveDay, kind: 'annual', hours: 7.6 },
    })),
  },
  {
    route: 'DELETE /api/timesheets/leave/{id}',
    scope: 'target',
    fresh: async (fx) => {
      const { weekId, weekStart } = await techShift(fx, 'open');
      const leave = await fx.t.database.db.timesheetLeave.create({
        data: {
          orgId: fx.ids.orgId as string,
          userId: fx.ids.technicianId as string,
          weekId,
          day: weekStart,
          kind: 'annual',
          minutes: 456,
          createdById: fx.ids.technicianId as string,
        },
      });
      return { leaveId: leave.id };
    },
    rest: (v) => ({ params: { id: v.leaveId } }),
    graphql: gql(`mutation($id: ID!) { removeTimesheetLeave(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.leaveId })),
  },
  {
    route: 'GET /api/timesheets/open-shift',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ myOpenShift { id start } }', () => ({}), { nullIs: 'ok' }),
  },
  {
    route: 'GET /api/timesheets/week',
    scope: 'own',
    rest: () => ({ query: { week_start: '2019-01-07' } }),
    graphql: gql('{ timesheetWeek(weekStart: "2019-01-07") { weekStart status } }'),
  },
  {
    route: 'GET /api/timesheets/weeks',
    scope: 'own',
    rest: () => ({ query: { from: '2019-01-01' } }),
    graphql: gql('{ myTimesheetWeeks(from: "2019-01-01") { weekStart } }'),
  },
  {
    route: 'POST /api/timesheets/week/submit',
    scope: 'own',
    fresh: async (fx) => {
      const weekStart = nextWeek();
      for (const { userId, orgId } of await memberPersonas(fx)) await shiftIn(fx, userId, weekStart, 'open', orgId);
      return { weekStart };
    },
    rest: (v) => ({ body: { week_start: v.weekStart } }),
    graphql: gql(`mutation($w: String) { submitTimesheetWeek(weekStart: $w) { __typename ${ERR} } }`, (v) => ({ w: v.weekStart })),
  },
  {
    route: 'GET /api/timesheets/review',
    scope: 'list',
    sees: 'weekId',
    fresh: async (fx) => techShift(fx, 'submitted', '2018-12-31'),
    rest: () => ({ query: { week_start: '2018-12-31' } }),
    graphql: gql('{ timesheetReview(weekStart: "2018-12-31") { id } }'),
  },
  {
    route: 'POST /api/timesheets/weeks/{id}/approve',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'submitted'),
    rest: (v) => ({ params: { id: v.weekId } }),
    graphql: gql(`mutation($id: ID!) { approveTimesheetWeek(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.weekId })),
  },
  {
    route: 'POST /api/timesheets/weeks/{id}/unlock',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'approved'),
    rest: (v) => ({ params: { id: v.weekId }, body: { reason: 'Parity' } }),
    graphql: gql(`mutation($id: ID!) { unlockTimesheetWeek(id: $id, reason: "Parity") { __typename ${ERR} } }`, (v) => ({
      id: v.weekId,
    })),
  },
  {
    route: 'GET /api/timesheets/weeks/{id}/history',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'submitted'),
    rest: (v) => ({ params: { id: v.weekId } }),
    graphql: gql('query($id: ID!) { timesheetWeekHistory(weekId: $id) { id actionLabel } }', (v) => ({ id: v.weekId })),
  },
  {
    route: 'POST /api/timesheets/weeks/{id}/payroll-export',
    scope: 'target',
    fresh: async (fx) => {
      await fx.t.database.db.organization.update({
        where: { id: fx.ids.orgId as string },
        data: { payrollOrdinaryRate: 'Ordinary Hours' },
      });
      await fx.t.database.db.user.update({ where: { id: fx.ids.technicianId as string }, data: { payrollEmployeeId: 'PARITY-1' } });
      return techShift(fx, 'approved');
    },
    rest: (v) => ({ params: { id: v.weekId } }),
    graphql: gql(`mutation($id: ID!) { exportTimesheetWeek(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.weekId })),
  },
  {
    route: 'GET /api/timesheets/payroll-connection',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ payrollConnection { provider organisation } }'),
  },
  {
    route: 'POST /api/timesheets/weeks/{id}/xero-payroll',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'approved'),
    rest: (v) => ({ params: { id: v.weekId } }),
    graphql: gql(`mutation($id: ID!) { sendTimesheetWeekToXeroPayroll(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.weekId })),
    allowed: 'CONFLICT',
    reason: 'The parity organisations have no Xero connection: an allowed caller is told to connect Xero (409), nothing is sent',
  },
  {
    route: 'POST /api/timesheets/weeks/{id}/myob-payroll',
    scope: 'target',
    fresh: async (fx) => techShift(fx, 'approved'),
    rest: (v) => ({ params: { id: v.weekId } }),
    graphql: gql(`mutation($id: ID!) { sendTimesheetWeekToMyobPayroll(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.weekId })),
    allowed: 'CONFLICT',
    reason: 'The parity organisations have no MYOB connection: an allowed caller is told to connect MYOB (409), nothing is sent',
  },
  {
    route: 'GET /api/timesheets/open-shifts',
    scope: 'list',
    sees: 'openShiftId',
    fresh: async (fx) => ({ openShiftId: (await clockedOn(fx)).technicianShiftId as string }),
    after: clearDays,
    rest: () => ({}),
    graphql: gql('{ openShifts { id } }'),
  },
  {
    route: 'GET /api/timesheets/settings',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ timesheetSettings { overtimeDailyHours } }'),
  },
  {
    route: 'PUT /api/timesheets/settings',
    scope: 'own',
    rest: () => ({ body: { overtime_daily_hours: 8 } }),
    graphql: gql(`mutation { updateTimesheetSettings(input: { overtimeDailyHours: 8 }) { __typename ${ERR} } }`),
  },
  {
    route: 'GET /api/timesheets/member-costs',
    scope: 'list',
    sees: 'technicianId',
    rest: () => ({}),
    graphql: gql('{ memberCosts { id } }'),
  },
  {
    route: 'PUT /api/timesheets/member-costs/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.technicianId }, body: { cost_rate_cents: 4500 } }),
    graphql: gql(`mutation($m: ID!) { setMemberCost(memberId: $m, costRateCents: 4500) { __typename ${ERR} } }`, (v) => ({
      m: v.technicianId,
    })),
  },
  {
    route: 'GET /api/job-profit/item-costs',
    scope: 'list',
    sees: 'presetId',
    rest: () => ({}),
    graphql: gql('{ itemCosts { id } }'),
  },
  {
    route: 'PUT /api/job-profit/item-costs/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.presetId }, body: { cost_cents: 400 } }),
    graphql: gql(`mutation($id: ID!) { setItemCost(id: $id, costCents: 400) { __typename ${ERR} } }`, (v) => ({ id: v.presetId })),
  },
  {
    route: 'GET /api/jobs/{id}/profit',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($j: ID!) { jobProfit(jobId: $j) { marginCents } }', (v) => ({ j: v.jobId })),
  },
  {
    route: 'GET /api/job-profit/report',
    scope: 'own',
    rest: () => ({ query: { group_by: 'customer' } }),
    graphql: gql('{ jobProfitReport(groupBy: customer) { totals { jobs } } }'),
  },

  // API keys (admins; a key never manages keys)
  {
    route: 'GET /api/integrations/api-keys',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ apiKeys { id name prefix } }'),
  },
  {
    route: 'POST /api/integrations/api-keys',
    scope: 'own',
    rest: () => ({ body: { name: 'Parity key', role: 'read_only' } }),
    graphql: gql(`mutation { createApiKey(input: { name: "Parity key", role: read_only }) { __typename ${ERR} } }`),
  },
  {
    route: 'DELETE /api/integrations/api-keys/{id}',
    scope: 'target',
    fresh: async (fx) => ({ keyId: await fx.make.apiKey() }),
    rest: (v) => ({ params: { id: v.keyId } }),
    graphql: gql(`mutation($id: ID!) { revokeApiKey(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.keyId })),
  },

  // Jobs
  {
    route: 'GET /api/jobs',
    scope: 'list',
    sees: 'jobId',
    rest: () => ({ query: { search: 'Aardvark', view: 'all' } }),
    graphql: gql('{ jobs(first: 50, search: "Aardvark", view: all) { edges { node { id } } } }'),
  },
  {
    route: 'GET /api/jobs/range',
    scope: 'list',
    sees: 'jobId',
    rest: (v) => ({ query: { start: v.rangeStart, end: v.rangeEnd } }),
    graphql: gql('query($s: DateTime!, $e: DateTime!) { jobsInRange(start: $s, end: $e) { id } }', (v) => ({
      s: v.rangeStart,
      e: v.rangeEnd,
    })),
  },
  {
    route: 'GET /api/schedule/days',
    scope: 'list',
    sees: 'jobId',
    rest: (v) => ({ query: { start: v.rangeStart, end: v.rangeEnd, perDay: '20' } }),
    graphql: gql('query($s: DateTime!, $e: DateTime!) { scheduleDays(start: $s, end: $e, perDay: 20) { day count jobs { id } } }', (v) => ({
      s: v.rangeStart,
      e: v.rangeEnd,
    })),
  },
  {
    route: 'POST /api/jobs',
    scope: 'target',
    rest: (v) => ({ body: { title: 'Parity job', customerId: v.customerId } }),
    graphql: gql(
      `mutation($c: ID) { createJob(input: { title: "Parity job", customerId: $c }) { ... on Job { ${JOB} } ${ERR} } }`,
      (v) => ({ c: v.customerId }),
    ),
    fields: TOKEN,
  },
  {
    route: 'POST /api/jobs/create',
    scope: 'target',
    rest: (v) => ({ body: { title: 'Parity job', customerId: v.customerId } }),
    graphql: gql(
      `mutation($c: ID) { createJob(input: { title: "Parity job", customerId: $c }) { ... on Job { ${JOB} } ${ERR} } }`,
      (v) => ({ c: v.customerId }),
    ),
    fields: TOKEN,
  },
  {
    route: 'GET /api/jobs/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql(`query($id: ID!) { job(id: $id) { ${JOB} } }`, (v) => ({ id: v.jobId })),
    fields: TOKEN,
  },
  {
    route: 'PUT /api/jobs/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { description: 'Checked' } }),
    graphql: gql(`mutation($id: ID!) { updateJob(id: $id, input: { description: "Checked" }) { ... on Job { ${JOB} } ${ERR} } }`, (v) => ({
      id: v.jobId,
    })),
    fields: TOKEN,
  },
  {
    route: 'PATCH /api/jobs/{id}/schedule',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { scheduledAt: v.jobAt } }),
    graphql: gql(`mutation($id: ID!, $at: String!) { rescheduleJob(id: $id, scheduledAt: $at) { ... on Job { id } ${ERR} } }`, (v) => ({
      id: v.jobId,
      at: v.jobAt,
    })),
  },
  {
    route: 'DELETE /api/jobs/{id}',
    scope: 'target',
    fresh: freshJob,
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql(`mutation($id: ID!) { deleteJob(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/confirm',
    scope: 'target',
    fresh: freshJob,
    rest: (v) => ({ params: { id: v.jobId }, body: {} }),
    graphql: gql(`mutation($id: ID!) { confirmJob(id: $id) { ... on Job { id } ${ERR} } }`, (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/complete',
    scope: 'target',
    fresh: freshJob,
    rest: (v) => ({ params: { id: v.jobId }, body: { notes: 'Done' } }),
    graphql: gql(`mutation($id: ID!) { completeJob(id: $id, notes: "Done") { ... on CompletedJob { id } ${ERR} } }`, (v) => ({
      id: v.jobId,
    })),
  },
  {
    route: 'GET /api/jobs/{id}/notes',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { notes { id } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/notes',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { text: 'Parity note' } }),
    graphql: gql(`mutation($id: ID!) { addJobNote(jobId: $id, text: "Parity note") { __typename ${ERR} } }`, (v) => ({ id: v.jobId })),
  },
  {
    route: 'GET /api/jobs/{id}/hours',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { hours { id } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/hours',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { hours: 1 } }),
    graphql: gql(`mutation($id: ID!) { addJobHours(jobId: $id, hours: 1) { __typename ${ERR} } }`, (v) => ({ id: v.jobId })),
  },
  {
    route: 'GET /api/jobs/{id}/charges',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { runningCharges { totalCents } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'GET /api/jobs/{id}/parts',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { parts { id } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/parts',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { partName: 'Filter', quantity: 1 } }),
    graphql: gql(`mutation($id: ID!) { addJobPart(jobId: $id, partName: "Filter", quantity: 1) { __typename ${ERR} } }`, (v) => ({
      id: v.jobId,
    })),
  },
  {
    route: 'PUT /api/jobs/{id}/notes/{entryId}',
    scope: 'target',
    fresh: async (fx) => ({
      entryId: (await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/notes`, body: { text: 'Entry' } })).id,
    }),
    rest: (v) => ({ params: { id: v.jobId, entryId: v.entryId }, body: { text: 'Corrected note' } }),
    graphql: gql(
      `mutation($j: ID!, $id: ID!) { updateJobNote(jobId: $j, id: $id, text: "Corrected note") { __typename ${ERR} } }`,
      (v) => ({ j: v.jobId, id: v.entryId }),
    ),
  },
  {
    route: 'DELETE /api/jobs/{id}/notes/{entryId}',
    scope: 'target',
    fresh: async (fx) => ({
      entryId: (await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/notes`, body: { text: 'Entry' } })).id,
    }),
    rest: (v) => ({ params: { id: v.jobId, entryId: v.entryId } }),
    graphql: gql(`mutation($j: ID!, $id: ID!) { deleteJobNote(jobId: $j, id: $id) { __typename ${ERR} } }`, (v) => ({
      j: v.jobId,
      id: v.entryId,
    })),
  },
  {
    route: 'PUT /api/jobs/{id}/hours/{entryId}',
    scope: 'target',
    fresh: async (fx) => ({
      entryId: (await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/hours`, body: { hours: 1 } })).id,
    }),
    rest: (v) => ({ params: { id: v.jobId, entryId: v.entryId }, body: { hours: 2, description: 'Corrected' } }),
    graphql: gql(`mutation($j: ID!, $id: ID!) { updateJobHours(jobId: $j, id: $id, hours: 2) { __typename ${ERR} } }`, (v) => ({
      j: v.jobId,
      id: v.entryId,
    })),
  },
  {
    route: 'DELETE /api/jobs/{id}/hours/{entryId}',
    scope: 'target',
    fresh: async (fx) => ({
      entryId: (await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/hours`, body: { hours: 1 } })).id,
    }),
    rest: (v) => ({ params: { id: v.jobId, entryId: v.entryId } }),
    graphql: gql(`mutation($j: ID!, $id: ID!) { deleteJobHours(jobId: $j, id: $id) { __typename ${ERR} } }`, (v) => ({
      j: v.jobId,
      id: v.entryId,
    })),
  },
  {
    route: 'PUT /api/jobs/{id}/parts/{entryId}',
    scope: 'target',
    fresh: async (fx) => ({
      entryId: (await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/parts`, body: { partName: 'Entry' } })).id,
    }),
    rest: (v) => ({ params: { id: v.jobId, entryId: v.entryId }, body: { partName: 'Corrected part', quantity: 2 } }),
    graphql: gql(
      `mutation($j: ID!, $id: ID!) { updateJobPart(jobId: $j, id: $id, partName: "Corrected part", quantity: 2) { __typename ${ERR} } }`,
      (v) => ({ j: v.jobId, id: v.entryId }),
    ),
  },
  {
    route: 'DELETE /api/jobs/{id}/parts/{entryId}',
    scope: 'target',
    fresh: async (fx) => ({
      entryId: (await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/parts`, body: { partName: 'Entry' } })).id,
    }),
    rest: (v) => ({ params: { id: v.jobId, entryId: v.entryId } }),
    graphql: gql(`mutation($j: ID!, $id: ID!) { deleteJobPart(jobId: $j, id: $id) { __typename ${ERR} } }`, (v) => ({
      j: v.jobId,
      id: v.entryId,
    })),
  },
  {
    route: 'POST /api/sync',
    scope: 'own',
    rest: () => ({ body: { changes: [] } }),
    graphql: null,
    allowed: 'VALIDATION',
    reason:
      "The offline outbox's changes in one request, each applied by its own REST route (rows above) as the caller: " +
      'probed with an empty list, so an allowed caller reaches validation. GraphQL clients send their mutations',
  },
  {
    route: 'GET /api/jobs/{id}/photos',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId } }),
    graphql: gql('query($id: ID!) { job(id: $id) { photos { id } } }', (v) => ({ id: v.jobId })),
  },
  {
    route: 'POST /api/jobs/{id}/photos',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, file: png('photo') }),
    graphql: gql(
      `mutation($id: ID!, $f: [File!]!) { uploadJobPhotos(jobId: $id, files: $f) { ... on Job { id } ${ERR} } }`,
      (v) => ({ id: v.jobId, f: [null] }),
      { files: { variable: 'f', list: true, upload: png('files') } },
    ),
  },
  {
    route: 'DELETE /api/jobs/{id}/photos/{photoId}',
    scope: 'target',
    fresh: async (fx) => ({ photoId: await fx.make.photo(fx.ids.jobId) }),
    rest: (v) => ({ params: { id: v.jobId, photoId: v.photoId } }),
    graphql: gql(`mutation($id: ID!, $p: ID!) { deleteJobPhoto(jobId: $id, photoId: $p) { ... on Job { id } ${ERR} } }`, (v) => ({
      id: v.jobId,
      p: v.photoId,
    })),
  },
  {
    route: 'GET /api/jobs/{id}/photos/{photoId}/file',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId, photoId: v.photoId } }),
    graphql: null,
    reason: 'Image bytes: GraphQL gives JobPhoto.url, which points here',
  },

  // Completed jobs
  {
    route: 'GET /api/jobs/completed',
    scope: 'list',
    sees: 'completedId',
    rest: () => ({ query: { limit: '500' } }),
    graphql: gql('{ completedJobs(first: 100) { edges { node { id } } } }'),
  },
  ...(['', '/charges', '/hours', '/parts', '/notes', '/photos', '/equipment'] as const).map(
    (part): ParityRow => ({
      route: `GET /api/jobs/completed/{id}${part}`,
      scope: 'target',
      rest: (v) => ({ params: { id: v.completedId } }),
      graphql: gql('query($id: ID!) { completedJob(id: $id) { id title } }', (v) => ({ id: v.completedId })),
      ...(part === '' ? { fields: [{ rest: 'title', graphql: 'title' }] } : {}),
    }),
  ),
  {
    route: 'DELETE /api/jobs/completed/{id}',
    scope: 'target',
    fresh: async (fx) => ({ completedId: (await fx.make.completedJob()).completedId }),
    rest: (v) => ({ params: { id: v.completedId } }),
    graphql: gql(`mutation($id: ID!) { deleteCompletedJob(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.completedId })),
  },
  {
    route: 'GET /api/public/jobs/confirm',
    scope: 'own',
    fresh: async (fx) => {
      const job = await fx.t.database.db.job.findUniqueOrThrow({ where: { id: await fx.make.job() } });
      return { token: job.confirmationToken as string };
    },
    rest: (v) => ({ query: { token: v.token } }),
    graphql: null,
    reason: "The customer's confirmation link, opened from an SMS or email without signing in; members confirm with confirmJob",
  },
  {
    route: 'GET /api/public/bookings/{token}',
    scope: 'own',
    fresh: async (fx) => {
      const job = await fx.t.database.db.job.findUniqueOrThrow({ where: { id: await fx.make.job() } });
      return { token: job.confirmationToken as string };
    },
    rest: (v) => ({ params: { token: v.token } }),
    graphql: gql('query($token: String!) { publicBooking(token: $token) { title canConfirm } }', (v) => ({ token: v.token })),
    fields: [{ rest: 'title', graphql: 'title' }],
  },
  {
    route: 'POST /api/public/bookings/{token}/confirm',
    scope: 'own',
    fresh: async (fx) => {
      const job = await fx.t.database.db.job.findUniqueOrThrow({ where: { id: await fx.make.job() } });
      return { token: job.confirmationToken as string };
    },
    rest: (v) => ({ params: { token: v.token } }),
    graphql: gql(`mutation($token: String!) { confirmBooking(token: $token) { __typename ${ERR} } }`, (v) => ({ token: v.token })),
  },
  {
    route: 'POST /api/public/bookings/{token}/another-time',
    scope: 'own',
    fresh: async (fx) => {
      const job = await fx.t.database.db.job.findUniqueOrThrow({ where: { id: await fx.make.job() } });
      return { token: job.confirmationToken as string };
    },
    rest: (v) => ({ params: { token: v.token }, body: { note: 'Afternoons please' } }),
    graphql: gql(
      `mutation($token: String!) { requestAnotherTime(token: $token, note: "Afternoons please") { __typename ${ERR} } }`,
      (v) => ({
        token: v.token,
      }),
    ),
  },

  // Subscriptions, usage and credit packs
  {
    route: 'GET /api/subscriptions/plans',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ plans { id priceMonthly } }'),
  },
  {
    route: 'POST /api/subscriptions/create-checkout',
    scope: 'own',
    rest: () => ({ body: { planId: 'pro' } }),
    graphql: gql(`mutation { createCheckout(planId: pro) { ... on CheckoutPayload { url } ${ERR} } }`),
  },
  {
    route: 'POST /api/subscriptions/cancel',
    scope: 'own',
    after: (fx) => reopenSubscriptions(fx),
    rest: () => ({ body: {} }),
    graphql: gql(`mutation { cancelSubscription { ... on BillingSubscription { status } ${ERR} } }`),
  },
  {
    route: 'POST /api/subscriptions/resubscribe',
    scope: 'own',
    rest: () => ({ body: {} }),
    graphql: gql(`mutation { resubscribe { ... on CheckoutPayload { url } ${ERR} } }`),
    allowed: 'CONFLICT',
    reason: 'Probed on a running trial, which has nothing to resubscribe: an allowed caller is told so',
  },
  {
    route: 'POST /api/subscriptions/update-payment',
    scope: 'own',
    rest: () => ({ body: {} }),
    graphql: gql(`mutation { updatePaymentMethod { ... on CheckoutPayload { url } ${ERR} } }`),
  },
  {
    route: 'GET /api/usage',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ usage { planId sms { quota } } }'),
    fields: [{ rest: 'sms.quota', graphql: 'sms.quota' }],
  },
  {
    route: 'GET /api/usage/packs/available',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ packsAvailable { productId } }'),
  },
  {
    route: 'POST /api/usage/packs/checkout',
    scope: 'own',
    rest: () => ({ body: { productId: 'sms_100' } }),
    graphql: gql(`mutation { createPackCheckout(productId: "sms_100") { ... on CheckoutPayload { url } ${ERR} } }`),
  },
  {
    route: 'POST /api/webhooks/stripe',
    scope: 'own',
    rest: () => ({ body: { id: 'evt_unsigned', type: 'checkout.session.completed' } }),
    graphql: null,
    allowed: 'VALIDATION',
    reason: "Stripe's signed events (billing-webhooks.test.ts); probed unsigned, which every caller is refused alike",
  },
  {
    route: 'POST /api/webhooks/stripe/connect',
    scope: 'own',
    rest: () => ({ body: { id: 'evt_unsigned', type: 'account.updated' } }),
    graphql: null,
    allowed: 'VALIDATION',
    reason: "Stripe Connect's signed events (payouts-stripe.test.ts); probed unsigned, which every caller is refused alike",
  },
  // The payout account (Settings → Payments)
  {
    route: 'GET /api/payouts/account',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ payoutAccount { status } }'),
  },
  {
    route: 'POST /api/payouts/account/connect',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`mutation { connectPayoutAccount { ... on CheckoutPayload { url } ${ERR} } }`),
  },
  {
    route: 'GET /api/payouts/methods',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ paymentMethodSettings { becsDebit payTo } }'),
    fields: [{ rest: 'becs_debit', graphql: 'becsDebit' }],
  },
  {
    route: 'PUT /api/payouts/methods',
    scope: 'own',
    rest: () => ({ body: { becs_debit: false, payto: false } }),
    graphql: gql(`mutation { updatePaymentMethodSettings(input: { becsDebit: false, payTo: false }) { __typename ${ERR} } }`),
  },
  // Settings → Accounting (the parity app has no Xero app: accounting-connect.test.ts connects against the fake)
  {
    route: 'GET /api/accounting/connection',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ accountingConnection { available status } }'),
  },
  {
    route: 'POST /api/accounting/xero/connect',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`mutation { connectXero { __typename ${ERR} } }`),
    allowed: 'SERVICE_UNAVAILABLE',
    reason: 'The parity app has no Xero app: an allowed caller is told the settings its operator sets (503) on both transports',
  },
  {
    route: 'GET /api/accounting/xero/callback',
    scope: 'own',
    rest: () => ({ query: { state: 'parity-state', code: 'parity-code' } }),
    graphql: null,
    allowed: 'HTTP 303',
    reason:
      "Xero's redirect of the admin's browser back (a 303 to Settings → Accounting for every caller, with what happened); the state proves the authorisation (accounting-connect.test.ts)",
  },
  {
    route: 'POST /api/accounting/xero/tenant',
    scope: 'own',
    rest: () => ({ body: { authorisation_id: 'parity-none', tenant_id: 'parity-none' } }),
    graphql: gql(`mutation { chooseXeroTenant(authorisationId: "parity-none", tenantId: "parity-none") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
    reason: 'No Xero login is waiting for a choice: an allowed caller is told it expired',
  },
  {
    route: 'POST /api/accounting/myob/connect',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`mutation { connectMyob { __typename ${ERR} } }`),
    allowed: 'SERVICE_UNAVAILABLE',
    reason: 'The parity app has no MYOB app: an allowed caller is told the settings its operator sets (503) on both transports',
  },
  {
    route: 'GET /api/accounting/myob/callback',
    scope: 'own',
    rest: () => ({ query: { state: 'parity-state', code: 'parity-code' } }),
    graphql: null,
    allowed: 'HTTP 303',
    reason:
      "MYOB's redirect of the admin's browser back (a 303 to Settings → Accounting for every caller, with what happened); the state proves the authorisation (accounting-myob.test.ts)",
  },
  {
    route: 'POST /api/accounting/myob/company-file',
    scope: 'own',
    rest: () => ({ body: { authorisation_id: 'parity-none', company_file_id: 'parity-none' } }),
    graphql: gql(`mutation { chooseMyobFile(authorisationId: "parity-none", companyFileId: "parity-none") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
    reason: 'No MYOB login is waiting for a choice: an allowed caller is told it expired',
  },
  {
    route: 'DELETE /api/accounting/connection',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`mutation { disconnectAccounting { __typename ${ERR} } }`),
  },
  {
    route: 'GET /api/accounting/mappings',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`{ accountingMappings { __typename ${ERR} } }`),
    allowed: 'CONFLICT',
    reason: 'Nothing is connected: an allowed caller is told to connect Xero first',
  },
  {
    route: 'PUT /api/accounting/mappings',
    scope: 'own',
    rest: () => ({
      body: { sales_account_code: '200', gst_tax_type: 'OUTPUT', gst_free_tax_type: 'EXEMPTOUTPUT', clearing_account_code: '090' },
    }),
    graphql: gql(
      `mutation { updateAccountingMappings(input: { salesAccountCode: "200", gstTaxType: "OUTPUT", gstFreeTaxType: "EXEMPTOUTPUT", clearingAccountCode: "090", trackingSource: none, contactsSource: spanner }) { __typename ${ERR} } }`,
    ),
    allowed: 'CONFLICT',
    reason: 'Nothing is connected: an allowed caller is told to connect Xero first',
  },
  // The accounting sync's activity, and Xero's webhook (accounting-sync.test.ts syncs against the fake)
  {
    route: 'GET /api/accounting/activity',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ accountingActivity { id state } }'),
  },
  {
    route: 'GET /api/accounting/activity/attention',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ accountingAttentionCount }'),
  },
  {
    route: 'POST /api/accounting/activity/{id}/retry',
    scope: 'own',
    rest: () => ({ params: { id: 'parity-none' } }),
    graphql: gql(`mutation { retryAccountingSync(id: "parity-none") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
    reason: 'No such sync record: an allowed caller is told so',
  },
  {
    route: 'POST /api/accounting/activity/{id}/resolve',
    scope: 'own',
    rest: () => ({ params: { id: 'parity-none' }, body: { keep: 'spanner' } }),
    graphql: gql(`mutation { resolveAccountingConflict(id: "parity-none", keep: spanner) { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
    reason: 'No such sync record: an allowed caller is told so',
  },
  {
    route: 'POST /api/accounting/sync',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`mutation { syncAccountingNow { __typename ${ERR} } }`),
    allowed: 'CONFLICT',
    reason: 'Nothing is connected: an allowed caller is told to connect Xero first',
  },
  {
    route: 'GET /api/invoices/{id}/books',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql('query($id: ID!) { invoice(id: $id) { inBooks { connected } } }', (v) => ({ id: v.invoiceId })),
    fields: [{ rest: 'connected', graphql: 'inBooks.connected' }],
  },
  {
    route: 'POST /api/invoices/{id}/books',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql(`mutation($id: ID!) { sendInvoiceToBooks(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.invoiceId })),
    allowed: 'CONFLICT',
    reason: 'Nothing is connected: an allowed caller is told to connect Xero first',
  },
  {
    route: 'POST /api/webhooks/xero',
    scope: 'own',
    rest: () => ({ body: { events: [] } }),
    graphql: null,
    allowed: 'SERVICE_UNAVAILABLE',
    reason: "Xero's signed webhook (accounting-sync.test.ts); the parity app has no XERO_WEBHOOK_KEY, which every caller is told alike",
  },
  // Quotes and invoices
  {
    route: 'GET /api/quotes',
    scope: 'list',
    sees: 'quoteId',
    rest: () => ({ query: { limit: '500' } }),
    graphql: gql('{ quotes(first: 100) { edges { node { id } } } }'),
  },
  {
    route: 'GET /api/quotes/next-number',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ nextDocumentNumbers { quote } }'),
  },
  {
    route: 'POST /api/quotes',
    scope: 'own',
    rest: () => ({ body: { title: 'Parity quote', lines: DOC_LINES } }),
    graphql: gql(`mutation($i: QuoteInput!) { createQuote(input: $i) { __typename ${ERR} } }`, () => ({
      i: { title: 'Parity quote', lines: GQL_LINES },
    })),
  },
  {
    route: 'GET /api/quotes/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.quoteId } }),
    graphql: gql('query($id: ID!) { quote(id: $id) { id title number } }', (v) => ({ id: v.quoteId })),
    fields: [
      { rest: 'title', graphql: 'title' },
      { rest: 'number', graphql: 'number' },
    ],
  },
  {
    route: 'PUT /api/quotes/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.quoteId }, body: { notes: 'Parity' } }),
    graphql: gql(`mutation($id: ID!) { updateQuote(id: $id, input: { notes: "Parity" }) { __typename ${ERR} } }`, (v) => ({
      id: v.quoteId,
    })),
  },
  {
    route: 'POST /api/quotes/{id}/accept',
    scope: 'target',
    fresh: (fx) => fx.make.quote('sent'),
    rest: (v) => ({ params: { id: v.quoteId } }),
    graphql: gql(`mutation($id: ID!) { acceptQuote(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.quoteId })),
  },
  {
    route: 'POST /api/quotes/{id}/convert-to-job',
    scope: 'target',
    fresh: (fx) => fx.make.quote('accepted'),
    rest: (v) => ({ params: { id: v.quoteId } }),
    graphql: gql(`mutation($id: ID!) { convertQuoteToJob(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.quoteId })),
  },
  {
    route: 'POST /api/quotes/{id}/convert-to-invoice',
    scope: 'target',
    fresh: (fx) => fx.make.quote('accepted'),
    rest: (v) => ({ params: { id: v.quoteId }, body: {} }),
    graphql: gql(`mutation($id: ID!) { convertQuoteToInvoice(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.quoteId })),
  },
  {
    route: 'POST /api/quotes/{id}/email',
    scope: 'target',
    rest: (v) => ({ params: { id: v.quoteId }, body: { email: 'customer@parity.test' } }),
    graphql: gql(`mutation($id: ID!) { sendQuoteEmail(id: $id, email: "customer@parity.test") { __typename ${ERR} } }`, (v) => ({
      id: v.quoteId,
    })),
  },
  {
    route: 'PUT /api/quotes/{id}/deposit',
    scope: 'target',
    fresh: (fx) => fx.make.quote('sent'),
    rest: (v) => ({ params: { id: v.quoteId }, body: { deposit_percent: 30 } }),
    graphql: gql(`mutation($id: ID!) { setQuoteDeposit(id: $id, depositPercent: 30) { __typename ${ERR} } }`, (v) => ({
      id: v.quoteId,
    })),
  },
  {
    route: 'GET /api/quotes/{id}/pdf',
    scope: 'target',
    rest: (v) => ({ params: { id: v.quoteId } }),
    graphql: gql('query($id: ID!) { quote(id: $id) { id } }', (v) => ({ id: v.quoteId })),
    reason: 'The PDF is a file: GraphQL reads the same quote',
  },
  // The owner portal's figures (the platform owner only; everyone else: 404)
  {
    route: 'GET /api/admin/dashboard',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ ownerDashboard { mrrCents } }'),
  },
  {
    route: 'GET /api/admin/alerts',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ ownerAlerts { criticalCount totalAlerts } }'),
  },
  {
    route: 'GET /api/admin/background-work',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ ownerBackgroundWork { deadLetterTotal } }'),
  },
  {
    route: 'POST /api/admin/background-work/{id}/retry',
    scope: 'own',
    rest: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
    graphql: gql(`mutation { retryBackgroundJob(id: "00000000-0000-4000-8000-000000000000") { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
    reason: 'Probed with the id of no dead letter, so nothing is retried: the owner reaches the lookup',
  },
  {
    route: 'GET /api/admin/analytics',
    scope: 'own',
    rest: () => ({ query: { from: '2026-01-01', to: '2026-03-31' } }),
    graphql: gql('{ ownerAnalytics(from: "2026-01-01", to: "2026-03-31") { bucket } }'),
  },
  {
    route: 'GET /api/public/blog',
    scope: 'own',
    rest: () => ({ query: { page: '1' } }),
    graphql: null,
    reason: 'The public blog is read over REST and rendered by the server (/blog); GraphQL is for signed-in screens',
  },
  {
    route: 'GET /api/public/blog/{slug}',
    scope: 'own',
    rest: () => ({ params: { slug: 'no-such-post' } }),
    graphql: null,
    allowed: 'NOT_FOUND',
    reason: 'The public blog is read over REST and rendered by the server (/blog/{slug}); GraphQL is for signed-in screens',
  },
  {
    route: 'GET /api/public/quotes/{token}',
    scope: 'own',
    rest: (v) => ({ params: { token: v.linkToken } }),
    graphql: gql('query($token: String!) { publicQuote(token: $token) { number } }', (v) => ({ token: v.linkToken })),
  },
  {
    route: 'GET /api/public/quotes/{token}/pdf',
    scope: 'own',
    rest: (v) => ({ params: { token: v.linkToken } }),
    graphql: gql('query($token: String!) { publicQuote(token: $token) { pdfPath } }', (v) => ({ token: v.linkToken })),
    reason: 'The PDF is a file: GraphQL reads the quote behind the same link, and where its PDF is',
  },
  {
    route: 'POST /api/public/quotes/{token}/pay-deposit',
    scope: 'own',
    fresh: (fx) => fx.make.quote('sent'),
    rest: (v) => ({ params: { token: v.quoteToken }, body: { name: 'Parity Customer' } }),
    graphql: gql(`mutation($token: String!) { payQuoteDeposit(token: $token, name: "Parity Customer") { __typename ${ERR} } }`, (v) => ({
      token: v.quoteToken,
    })),
    allowed: 'CONFLICT',
    reason: 'The fixture’s quote asks no deposit: every caller reaches the same refusal (the payment itself: quotes-deposit tests)',
  },
  ...([true, false] as const).map(
    (accept): ParityRow => ({
      route: `POST /api/public/quotes/{token}/${accept ? 'accept' : 'decline'}`,
      scope: 'own',
      fresh: (fx) => fx.make.quote('sent'),
      rest: (v) => ({ params: { token: v.quoteToken }, body: { name: 'Parity Customer' } }),
      graphql: gql(
        `mutation($token: String!) { respondToQuote(token: $token, accept: ${accept}, name: "Parity Customer") { __typename ${ERR} } }`,
        (v) => ({ token: v.quoteToken }),
      ),
    }),
  ),
  {
    route: 'GET /api/public/invoices/{token}',
    scope: 'own',
    rest: (v) => ({ params: { token: v.invoiceLinkToken } }),
    graphql: gql('query($token: String!) { publicInvoice(token: $token) { number } }', (v) => ({ token: v.invoiceLinkToken })),
  },
  {
    route: 'POST /api/public/invoices/{token}/pay',
    scope: 'own',
    // A paid invoice: nothing is owed whether or not an earlier row connected the business's payout account.
    fresh: (fx) => fx.make.invoiceLink('paid'),
    rest: (v) => ({ params: { token: v.invoiceLinkToken } }),
    graphql: gql(`mutation($token: String!) { payInvoice(token: $token) { __typename ${ERR} } }`, (v) => ({ token: v.invoiceLinkToken })),
    allowed: 'CONFLICT',
    reason: 'The fixture’s invoice is paid: every caller reaches the same refusal (paying: payouts tests)',
  },
  {
    route: 'GET /api/public/invoices/{token}/receipt',
    scope: 'own',
    fresh: (fx) => fx.make.invoiceLink('paid'),
    rest: (v) => ({ params: { token: v.invoiceLinkToken } }),
    graphql: gql('query($token: String!) { publicInvoice(token: $token) { receiptUrl } }', (v) => ({ token: v.invoiceLinkToken })),
    reason: 'The receipt is a file: GraphQL reads the paid invoice behind the same link, and where its receipt is',
  },
  {
    route: 'GET /api/invoices',
    scope: 'list',
    sees: 'invoiceId',
    rest: () => ({ query: { limit: '500' } }),
    graphql: gql('{ invoices(first: 100) { edges { node { id } } } }'),
  },
  {
    route: 'GET /api/invoices/counts',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ invoiceCounts { all } }'),
  },
  {
    route: 'GET /api/invoices/next-number',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ nextDocumentNumbers { invoice } }'),
  },
  {
    route: 'POST /api/invoices',
    scope: 'own',
    rest: () => ({ body: { title: 'Parity invoice', lines: DOC_LINES } }),
    graphql: gql(`mutation($i: InvoiceInput!) { createInvoice(input: $i) { __typename ${ERR} } }`, () => ({
      i: { title: 'Parity invoice', lines: GQL_LINES },
    })),
  },
  {
    route: 'GET /api/invoices/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql('query($id: ID!) { invoice(id: $id) { id number } }', (v) => ({ id: v.invoiceId })),
    fields: [{ rest: 'number', graphql: 'number' }],
  },
  {
    route: 'PUT /api/invoices/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId }, body: { notes: 'Parity' } }),
    graphql: gql(`mutation($id: ID!) { updateInvoice(id: $id, input: { notes: "Parity" }) { __typename ${ERR} } }`, (v) => ({
      id: v.invoiceId,
    })),
  },
  {
    route: 'DELETE /api/invoices/{id}',
    scope: 'target',
    fresh: async (fx) => ({ invoiceId: await fx.make.invoice() }),
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql(`mutation($id: ID!) { deleteInvoice(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.invoiceId })),
  },
  {
    route: 'POST /api/invoices/{id}/mark-paid',
    scope: 'target',
    fresh: async (fx) => ({ invoiceId: await fx.make.invoice() }),
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql(`mutation($id: ID!) { markInvoicePaid(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.invoiceId })),
  },
  {
    route: 'POST /api/invoices/{id}/mark-unpaid',
    scope: 'target',
    fresh: async (fx) => ({ invoiceId: await fx.make.paidInvoice() }),
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql(`mutation($id: ID!) { markInvoiceUnpaid(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.invoiceId })),
  },
  {
    route: 'GET /api/payment-reminders/settings',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ paymentReminderSettings { enabled steps } }'),
    fields: [{ rest: 'enabled', graphql: 'enabled' }],
  },
  {
    route: 'PUT /api/payment-reminders/settings',
    scope: 'own',
    rest: () => ({ body: { enabled: false, steps: [-3, 0, 7], email: true, sms: false } }),
    graphql: gql(
      `mutation { updatePaymentReminderSettings(input: { enabled: false, steps: [-3, 0, 7], email: true, sms: false }) { __typename ${ERR} } }`,
    ),
  },
  {
    route: 'GET /api/invoices/{id}/reminders',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql('query($id: ID!) { invoiceReminders(invoiceId: $id) { invoiceId noReminders } }', (v) => ({ id: v.invoiceId })),
    fields: [{ rest: 'noReminders', graphql: 'noReminders' }],
  },
  {
    route: 'PUT /api/invoices/{id}/reminders',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId }, body: { off: false } }),
    graphql: gql(`mutation($id: ID!) { setInvoiceReminders(invoiceId: $id, off: false) { __typename ${ERR} } }`, (v) => ({
      id: v.invoiceId,
    })),
  },
  {
    route: 'POST /api/invoices/{id}/reminders/resume',
    scope: 'target',
    fresh: async (fx) => {
      const invoiceId = await fx.make.invoice();
      await fx.t.database.db.invoice.update({
        where: { id: invoiceId },
        data: { paidClaimAt: new Date(), paidClaimText: 'Paid on Monday' },
      });
      return { invoiceId };
    },
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql(`mutation($id: ID!) { resumeInvoiceReminders(invoiceId: $id) { __typename ${ERR} } }`, (v) => ({ id: v.invoiceId })),
  },
  {
    route: 'PUT /api/customers/{id}/payment-reminders',
    scope: 'target',
    rest: (v) => ({ params: { id: v.customerId }, body: { off: false } }),
    graphql: gql(`mutation($id: ID!) { setCustomerPaymentReminders(customerId: $id, off: false) { __typename ${ERR} } }`, (v) => ({
      id: v.customerId,
    })),
  },
  {
    route: 'GET /api/payments/attention',
    scope: 'list',
    // A payment the target received for an invoice since deleted: flagged, in no invoice's ledger.
    fresh: async (fx) => {
      const row = await fx.t.database.db.payment.create({
        data: {
          orgId: fx.ids.orgId,
          kind: 'payment',
          amountCents: 100,
          method: 'online',
          receivedOn: new Date(),
          status: 'succeeded',
          provider: 'stripe',
          providerPaymentId: `pi_${fx.unique()}`,
          attention: 'Paid for an invoice that no longer exists: refund it or apply it to another invoice',
        },
      });
      return { flaggedPaymentId: row.id };
    },
    sees: 'flaggedPaymentId',
    rest: () => ({}),
    graphql: gql('{ paymentsNeedingAttention { id } }'),
  },
  {
    route: 'POST /api/payments/{paymentId}/handled',
    scope: 'target',
    fresh: async (fx) => {
      const row = await fx.t.database.db.payment.create({
        data: {
          orgId: fx.ids.orgId,
          kind: 'payment',
          amountCents: 100,
          method: 'online',
          receivedOn: new Date(),
          status: 'succeeded',
          provider: 'stripe',
          providerPaymentId: `pi_${fx.unique()}`,
          attention: 'Paid for an invoice that no longer exists: refund it or apply it to another invoice',
        },
      });
      return { flaggedPaymentId: row.id };
    },
    rest: (v) => ({ params: { paymentId: v.flaggedPaymentId } }),
    graphql: gql(`mutation($id: ID!) { resolvePaymentAttention(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.flaggedPaymentId })),
  },
  {
    route: 'GET /api/invoices/{id}/payments',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql('query($id: ID!) { invoicePayments(invoiceId: $id) { id } }', (v) => ({ id: v.invoiceId })),
  },
  {
    route: 'POST /api/invoices/{id}/payments',
    scope: 'target',
    fresh: async (fx) => ({ invoiceId: await fx.make.invoice() }),
    rest: (v) => ({ params: { id: v.invoiceId }, body: { amount: 500, method: 'cash' } }),
    graphql: gql(
      `mutation($id: ID!) { recordPayment(invoiceId: $id, input: { amountCents: 500, method: cash }) { __typename ${ERR} } }`,
      (v) => ({
        id: v.invoiceId,
      }),
    ),
  },
  {
    route: 'POST /api/invoices/{id}/payments/{paymentId}/refunds',
    scope: 'target',
    fresh: async (fx) => {
      const invoiceId = await fx.make.paidInvoice();
      const payment = await fx.t.database.db.payment.findFirstOrThrow({ where: { invoiceId }, select: { id: true } });
      return { invoiceId, paymentId: payment.id };
    },
    rest: (v) => ({ params: { id: v.invoiceId, paymentId: v.paymentId }, body: {} }),
    graphql: gql(`mutation($id: ID!, $p: ID!) { refundPayment(invoiceId: $id, paymentId: $p) { __typename ${ERR} } }`, (v) => ({
      id: v.invoiceId,
      p: v.paymentId,
    })),
  },
  {
    route: 'POST /api/invoices/{id}/email',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId }, body: { emails: 'customer@parity.test' } }),
    graphql: gql(`mutation($id: ID!) { sendInvoiceEmail(id: $id, emails: ["customer@parity.test"]) { __typename ${ERR} } }`, (v) => ({
      id: v.invoiceId,
    })),
  },
  {
    route: 'GET /api/invoices/{id}/pdf',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceId } }),
    graphql: gql('query($id: ID!) { invoice(id: $id) { id } }', (v) => ({ id: v.invoiceId })),
    reason: 'The PDF is a file: GraphQL reads the same invoice',
  },
  {
    route: 'POST /api/jobs/completed/{id}/convert-to-invoice',
    scope: 'target',
    rest: (v) => ({ params: { id: v.invoiceableId } }),
    graphql: gql(`mutation($id: ID!) { convertCompletedJobToInvoice(id: $id) { __typename ${ERR} } }`, (v) => ({
      id: v.invoiceableId,
    })),
  },

  // Support tickets: members their organisation's, support staff every organisation's (tickets-*.test.ts)
  {
    route: 'GET /api/support-tickets',
    scope: 'list',
    sees: 'ticketId',
    rest: () => ({ query: { search: 'Aardvark', status: 'all_statuses' } }),
    graphql: gql('{ supportTickets(filter: { search: "Aardvark", status: "all_statuses" }) { total tickets { id } } }'),
  },
  {
    route: 'GET /api/support-tickets/categories',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ ticketCategories { id name } }'),
  },
  {
    route: 'GET /api/admin/support',
    scope: 'own',
    rest: () => ({ query: { from: '2026-03-01', to: '2026-03-31' } }),
    graphql: gql('{ ownerSupportOverview(from: "2026-03-01", to: "2026-03-31") { from open { total } } }'),
  },
  {
    route: 'GET /api/support-tickets/stats',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ supportTicketStats { unassignedCount statusStats { status count } } }'),
  },
  {
    route: 'GET /api/support-tickets/assignments/my',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ myAssignedTickets { id } }'),
  },
  {
    route: 'GET /api/support-tickets/assignments/recent',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ recentTicketAssignments { id } }'),
  },
  {
    route: 'GET /api/support-tickets/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.ticketId } }),
    graphql: gql('query($id: ID!) { supportTicket(id: $id) { id title messages { id message } } }', (v) => ({ id: v.ticketId })),
    fields: [
      { rest: 'ticket.title', graphql: 'title' },
      { rest: 'messages.0.message', graphql: 'messages.0.message' },
    ],
  },
  {
    route: 'POST /api/support-tickets',
    scope: 'own',
    rest: () => ({ body: { title: 'Parity ticket', description: 'Opened by the parity table', priority: 'low' } }),
    graphql: gql(
      `mutation { createSupportTicket(input: { title: "Parity ticket", description: "Opened by the parity table", priority: low }) { ... on SupportTicket { id } ${ERR} } }`,
    ),
  },
  {
    route: 'PATCH /api/support-tickets/{id}',
    scope: 'target',
    rest: (v) => ({ params: { id: v.ticketId }, body: { status: 'open' } }),
    graphql: gql(
      `mutation($id: ID!) { updateSupportTicket(id: $id, input: { status: open }) { ... on SupportTicket { id status } ${ERR} } }`,
      (v) => ({ id: v.ticketId }),
    ),
  },
  {
    route: 'POST /api/support-tickets/{id}/messages',
    scope: 'target',
    rest: (v) => ({ params: { id: v.ticketId }, body: { message: 'Parity reply', is_internal: false } }),
    graphql: gql(
      `mutation($id: ID!) { addSupportTicketMessage(id: $id, message: "Parity reply") { ... on TicketMessage { id } ${ERR} } }`,
      (v) => ({ id: v.ticketId }),
    ),
  },

  // Messaging
  {
    route: 'POST /api/jobs/{id}/sms/confirm',
    scope: 'target',
    rest: (v) => ({ params: { id: v.jobId }, body: { phone: '0412 345 678' } }),
    graphql: gql(
      `mutation($id: ID!) { sendJobSms(jobId: $id, input: { phone: "0412 345 678" }) { ... on SentSms { id } ${ERR} } }`,
      (v) => ({
        id: v.jobId,
      }),
    ),
  },
  {
    route: 'POST /api/webhooks/twilio/status',
    scope: 'own',
    rest: () => ({ body: { MessageSid: 'SM0', MessageStatus: 'delivered' } }),
    graphql: null,
    allowed: 'FORBIDDEN',
    reason: "Twilio's signed delivery reports (messaging-sms.test.ts); probed unsigned, which every caller is refused alike",
  },
  {
    route: 'GET /api/messages',
    scope: 'list',
    sees: 'jobId',
    fresh: async (fx) => {
      await fx.asAdmin({ method: 'POST', url: `/api/jobs/${fx.ids.jobId}/sms/confirm`, body: { phone: '0412 345 678' } });
      return {};
    },
    rest: () => ({}),
    graphql: gql('{ messages(first: 50) { edges { node { id job { id } } } } }'),
  },
  {
    route: 'GET /api/messages/{id}/attachments/{index}',
    scope: 'target',
    fresh: async (fx) => {
      const key = `outbox/parity-${fx.unique()}/0-quote.pdf`;
      await fx.t.app.services.storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
      const message = await fx.t.database.db.outgoingMessage.create({
        data: {
          orgId: fx.ids.orgId,
          channel: 'email',
          to: 'customer@parity.test',
          body: 'Your quote',
          provider: 'local-outbox',
          status: 'sent',
          attachments: [{ key, filename: 'quote.pdf', contentType: 'application/pdf', size: 8 }],
        },
      });
      return { messageId: message.id };
    },
    rest: (v) => ({ params: { id: v.messageId, index: '0' } }),
    graphql: null,
    reason: 'A file download (the attachment as sent); GraphQL gives its url on Message.attachments',
  },
  {
    route: 'GET /api/usage/history',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ usageHistory { periodStart days { day channel credits source } } }'),
    fields: [{ rest: 'periodStart', graphql: 'periodStart' }],
  },
  {
    route: 'GET /api/messaging/reminders',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ reminderSettings { enabled time } }'),
    fields: [{ rest: 'time', graphql: 'time' }],
  },
  {
    route: 'PUT /api/messaging/reminders',
    scope: 'own',
    rest: () => ({ body: { enabled: false, time: '17:00' } }),
    graphql: gql(`mutation { updateReminderSettings(enabled: false, time: "17:00") { ... on ReminderSettings { enabled } ${ERR} } }`),
  },
  {
    route: 'POST /api/auth/forgot-password',
    scope: 'own',
    fresh: async (fx) => ({ email: `nobody${fx.unique()}@parity.test` }),
    rest: (v) => ({ body: { email: v.email } }),
    graphql: gql(
      `mutation($email: String!) { requestPasswordReset(email: $email) { ... on PasswordResetAnswer { message } ${ERR} } }`,
      (v) => ({
        email: v.email,
      }),
    ),
  },
  {
    route: 'POST /api/auth/reset-password',
    scope: 'own',
    rest: () => ({ body: { token: 'no-such-reset-link-token', password: 'a-long-password-1' } }),
    graphql: gql(
      `mutation { resetPassword(token: "no-such-reset-link-token", password: "a-long-password-1") { ... on PasswordResetAnswer { message } ${ERR} } }`,
    ),
    allowed: 'VALIDATION',
    reason: 'Probed with a link that does not exist: every caller is told so alike',
  },
  // The AI assistant (assistant.test.ts, assistant-hostile.test.ts); the parity app has no model: the offline reply
  {
    route: 'POST /api/ai-support/chat',
    scope: 'own',
    rest: () => ({ body: { message: 'Parity question', conversationHistory: [{ role: 'user', content: 'Hello' }] } }),
    graphql: gql(
      `mutation { assistantChat(message: "Parity question", history: [{ role: "user", content: "Hello" }]) { ... on AssistantReply { response timestamp } ${ERR} } }`,
    ),
  },
  {
    route: 'POST /api/ai-support/drafts/{id}/confirm',
    scope: 'target',
    fresh: async (fx) => {
      const draft = await fx.t.database.db.assistantDraft.create({
        data: {
          orgId: fx.ids.orgId,
          userId: fx.accounts.admin as string,
          kind: 'job',
          proposal: {
            kind: 'job',
            customerId: fx.ids.customerId,
            scheduledAt: '2026-12-01T00:00:00.000Z',
            technicianIds: [],
            title: 'Parity draft',
          },
          preview: {},
          expiresAt: new Date(Date.now() + 15 * 60_000),
        },
      });
      return { draftId: draft.id };
    },
    rest: (v) => ({ params: { id: v.draftId } }),
    graphql: gql(`mutation($id: ID!) { confirmAssistantDraft(id: $id) { ... on AssistantAction { kind id } ${ERR} } }`, (v) => ({
      id: v.draftId,
    })),
    except: { manager: 'NOT_FOUND', technician: 'NOT_FOUND' },
    reason: "A draft is its own user's (the target's admin here): another member of the organisation is told it does not exist",
  },
  {
    route: 'GET /api/ai-support/drafts/{id}',
    scope: 'target',
    fresh: async (fx) => {
      const draft = await fx.t.database.db.assistantDraft.create({
        data: {
          orgId: fx.ids.orgId,
          userId: fx.accounts.admin as string,
          kind: 'sms',
          proposal: { kind: 'sms', jobId: fx.ids.customerId, body: 'On our way' },
          preview: {
            kind: 'sms',
            title: 'SMS to Parity',
            fields: [{ label: 'Job', value: 'Parity' }],
            lines: [],
            totals: null,
            smsText: 'On our way',
            smsCredits: 1,
            editHref: '/jobs',
          },
          expiresAt: new Date(Date.now() + 15 * 60_000),
        },
      });
      return { draftId: draft.id };
    },
    rest: (v) => ({ params: { id: v.draftId } }),
    graphql: gql(`query($id: ID!) { assistantDraft(id: $id) { ... on AssistantDraftView { id title } ${ERR} } }`, (v) => ({
      id: v.draftId,
    })),
    except: { manager: 'NOT_FOUND', technician: 'NOT_FOUND' },
    reason: "A draft is its own user's (the target's admin here): another member of the organisation is told it does not exist",
  },
  {
    route: 'GET /api/ai-support/usage',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ assistantUsage { requests tokens requestLimit tokenLimit } }'),
  },
  // The public site: newsletter (double opt-in) and advertising events, REST only (documented /api paths)
  {
    route: 'POST /api/public/newsletter/subscribe',
    scope: 'own',
    fresh: async (fx) => ({ email: `reader${fx.unique()}@parity.test` }),
    rest: (v) => ({ body: { email: v.email, source: 'blog' } }),
    graphql: null,
    reason: "The public site's newsletter form calls the documented /api path (newsletter.test.ts)",
  },
  ...(['GET', 'POST'] as const).flatMap((method) =>
    (['confirm', 'unsubscribe'] as const).map(
      (link): ParityRow => ({
        route: `${method} /api/public/newsletter/${link}/{token}`,
        scope: 'own',
        rest: () => ({ params: { token: `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}` } }),
        graphql: null,
        allowed: 'NOT_FOUND',
        reason: 'An emailed newsletter link (newsletter.test.ts); probed with one that does not exist, refused to every caller alike',
      }),
    ),
  ),
  {
    route: 'POST /api/tiktok/track',
    scope: 'own',
    rest: () => ({ body: { eventType: 'ViewContent', contentData: { contentName: 'Parity' } } }),
    graphql: null,
    reason: "The public pages' advertising events (tracking.test.ts)",
  },
  {
    route: 'GET /api/public/site-settings',
    scope: 'own',
    rest: () => ({}),
    graphql: null,
    reason: "The public pages' settings (the pixel id), read before any GraphQL client is loaded",
  },
  // The owner portal's blog editor (owner only; 404 for everyone else). Posts belong to no organisation: the owner's
  // own calls are `own`. Probed with posts made for each call where the call uses one up.
  {
    route: 'GET /api/admin/blog',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ adminBlogPosts { total posts { id status } } }'),
  },
  {
    route: 'POST /api/admin/blog',
    scope: 'own',
    fresh: async (fx) => ({ postTitle: `Parity post ${fx.unique()}` }),
    rest: (v) => ({ body: blogPost(v.postTitle as string) }),
    graphql: gql(`mutation($input: BlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } ${ERR} } }`, (v) => ({
      input: blogPost(`${v.postTitle} gql`),
    })),
  },
  {
    route: 'GET /api/admin/blog/{id}',
    scope: 'own',
    fresh: freshPost,
    rest: (v) => ({ params: { id: v.postId } }),
    graphql: gql(`query($id: ID!) { adminBlogPost(id: $id) { ... on BlogPost { id slug } ${ERR} } }`, (v) => ({ id: v.postId })),
    fields: [{ rest: 'post.slug', graphql: 'slug' }],
  },
  {
    route: 'PUT /api/admin/blog/{id}',
    scope: 'own',
    fresh: freshPost,
    rest: (v) => ({ params: { id: v.postId }, body: blogPost(v.postTitle as string) }),
    graphql: gql(
      `mutation($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { ... on BlogPost { id } ${ERR} } }`,
      (v) => ({ id: v.postId, input: blogPost(v.postTitle as string) }),
    ),
  },
  {
    route: 'DELETE /api/admin/blog/{id}',
    scope: 'own',
    fresh: freshPost,
    rest: (v) => ({ params: { id: v.postId } }),
    graphql: gql(`mutation($id: ID!) { deleteBlogPost(id: $id) { ... on DeleteBlogPostPayload { id } ${ERR} } }`, (v) => ({
      id: v.postId,
    })),
  },
  {
    route: 'POST /api/admin/blog/{id}/cover',
    scope: 'own',
    fresh: freshPost,
    rest: (v) => ({ params: { id: v.postId }, file: cover('file') }),
    graphql: gql(
      `mutation($id: ID!, $f: File!) { uploadBlogCover(id: $id, file: $f) { ... on BlogPost { id } ${ERR} } }`,
      (v) => ({ id: v.postId, f: null }),
      { files: { variable: 'f', upload: cover('file') } },
    ),
  },
  {
    route: 'POST /api/admin/blog/preview',
    scope: 'own',
    rest: () => ({ body: { content: '# Parity' } }),
    graphql: gql(`query { blogPostPreview(content: "# Parity") { ... on BlogPostPreview { html } ${ERR} } }`),
  },
  {
    route: 'GET /api/files/blog-covers/{name}',
    scope: 'own',
    fresh: async (fx) => {
      const name = `parity-${fx.unique()}.jpg`;
      await fx.t.app.services.storage.put(`blog-covers/${name}`, COVER_PNG, 'image/jpeg');
      return { coverName: name };
    },
    rest: (v) => ({ params: { name: v.coverName } }),
    graphql: null,
    reason: "A public image file (a post's cover); GraphQL gives its url on BlogPost.coverImageUrl",
  },

  // Calendar feeds and the full export
  {
    route: 'GET /api/calendar/{token}.ics',
    scope: 'own',
    fresh: async (fx) => {
      const token = newToken();
      const userId = fx.ids.technicianId;
      await fx.t.database.db.calendarFeed.upsert({
        where: { userId_scope: { userId, scope: 'own' } },
        create: { orgId: fx.ids.orgId, userId, scope: 'own', tokenHash: hashToken(token) },
        update: { tokenHash: hashToken(token) },
      });
      return { feedToken: token };
    },
    rest: (v) => ({ params: { token: v.feedToken } }),
    graphql: null,
    reason: 'A calendar app fetches the feed by its secret URL without signing in; members manage feeds with calendarFeeds',
  },
  {
    route: 'GET /api/calendar/feeds',
    scope: 'own',
    rest: () => ({}),
    graphql: gql('{ calendarFeeds { scope } }'),
  },
  {
    route: 'POST /api/calendar/feeds',
    scope: 'own',
    rest: () => ({ body: { scope: 'own' } }),
    graphql: gql(`mutation { createCalendarFeed(scope: own) { __typename ${ERR} } }`),
  },
  {
    route: 'DELETE /api/calendar/feeds/{scope}',
    scope: 'own',
    rest: () => ({ params: { scope: 'office' } }),
    graphql: gql(`mutation { revokeCalendarFeed(scope: office) { __typename ${ERR} } }`),
    allowed: 'NOT_FOUND',
    reason: 'Probed with the office feed, which no caller here has made: every member is told it is not there alike',
  },
  {
    route: 'POST /api/export',
    scope: 'own',
    rest: () => ({}),
    graphql: gql(`mutation { requestExport { __typename ${ERR} } }`),
  },
  {
    route: 'GET /api/export',
    scope: 'list',
    sees: 'exportId',
    fresh: async (fx) => {
      const row = await fx.t.database.db.dataExport.create({ data: { orgId: fx.ids.orgId } });
      return { exportId: row.id };
    },
    rest: () => ({}),
    graphql: gql('{ recentExports { id } }'),
  },
  {
    route: 'POST /api/export/{id}/retry',
    scope: 'target',
    fresh: async (fx) => {
      const row = await fx.t.database.db.dataExport.create({ data: { orgId: fx.ids.orgId, status: 'failed', failure: 'Parity' } });
      return { exportId: row.id };
    },
    rest: (v) => ({ params: { id: v.exportId } }),
    graphql: gql(`mutation($id: ID!) { retryExport(id: $id) { __typename ${ERR} } }`, (v) => ({ id: v.exportId })),
  },
  {
    route: 'GET /api/export/{id}',
    scope: 'target',
    fresh: async (fx) => {
      const storageKey = `exports/${fx.ids.orgId}/parity-${fx.unique()}.zip`;
      await fx.t.app.services.storage.put(storageKey, Buffer.from('PK parity'), 'application/zip');
      const row = await fx.t.database.db.dataExport.create({
        data: { orgId: fx.ids.orgId, status: 'ready', storageKey, expiresAt: new Date(Date.now() + 3_600_000) },
      });
      return { exportId: row.id };
    },
    rest: (v) => ({ params: { id: v.exportId } }),
    graphql: null,
    reason: 'The ZIP is a file: GraphQL lists it with recentExports, whose url downloads it here',
  },
];

/** GraphQL root fields with no REST route, and why. Every other root field must be some row's counterpart. */
export const GRAPHQL_ONLY: Record<string, string> = {
  ownerNotices: "What Spanner's owner did for the organisation, on the web billing page; the spec has no REST path for it",
  subscriptionStatus: "The billing tab's subscription (admin and manager); every member reads the status as me.org.subscription",
  dashboard: 'The web home page; no REST path in the spec',
  viewer: 'The web app asks who is signed in without an error when nobody is',
  viewerCan: 'What the viewer can do, for the web (from the policy table)',
  invite: 'The invite page previews who a link is for before accepting',
  resendInvite: 'A fresh invite link from the web team page; the spec has no REST path for it',
  organizationUpdated: 'Subscription: live updates for the web',
  scheduleChanged: 'Subscription: live schedule for the web',
  quoteChanged: "Subscription: a quote's live status for the web (the customer's answer on the quote link)",
  invoiceChanged: "Subscription: an invoice's live status for the web",
  jobChanged: "Subscription: a job's forms changing, live for the web",
  timesheetChanged: "Subscription: the office's live feed of timesheet changes (open shifts) for the web",
  tellInvoicePaid: 'The customer\'s "Already paid? Tell us" on that page (no sign-in), beside Pay now; the spec has no REST path for it',
  supportTicketChanged: 'Subscription: live tickets for both portals (REST clients poll at the spec intervals)',
  supportStaff:
    'The Admin Console team list (support_admin), deactivated accounts included; REST: GET /api/support-tickets/staff?includeInactive=true',
  supportStaffChanged: 'Subscription: the support team changed, for the portal’s staff lists',
};
