import { AppError } from '../errors.ts';
import type { Db } from './client.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import { noteWrite } from './writes-seen.ts';

// Tenant scoping, in one place. A request of an organisation's member gets a Prisma client that adds the
// organisation to every read and write of an organisation-owned model (every model with an `orgId` column, and
// the organisation itself): `where` of finds, counts, aggregates, updates and deletes — unique ones too — gets
// `orgId`; creates get `orgId` set (and refuse another one); a connection cursor must be one of the caller's
// rows. A domain function that forgets to scope a query therefore reads and writes only its own organisation.
// A request without a member (anonymous, support staff) gets the `outside` client, which refuses every
// organisation-owned model. Beyond one organisation there are only the named scopes of cross-organisation.ts.

const models = getDatamodel().datamodel.models;

/** Models that belong to one organisation: they carry `orgId`. */
export const ORGANISATION_OWNED: ReadonlySet<string> = new Set(
  Object.entries(models)
    .filter(([, m]) => m.fields.some((f) => f.name === 'orgId' && f.kind === 'scalar'))
    .map(([name]) => name),
);

const WHERE_OPERATIONS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
  'upsert',
]);
const CREATE_OPERATIONS = new Set(['create', 'createMany', 'createManyAndReturn']);

type Args = Record<string, unknown> & { where?: object; cursor?: object; data?: unknown; create?: unknown };

function scopeRow(row: unknown, orgId: string): unknown {
  const data = row as Record<string, unknown>;
  if (data.org !== undefined) throw new Error('Scoped writes set orgId, never connect an organisation');
  if (data.orgId !== undefined && data.orgId !== orgId) throw new AppError('FORBIDDEN', 'You do not have permission to do that');
  return { ...data, orgId };
}

/** The arguments of one operation on an organisation-owned model, limited to `orgId`. */
function scopeArgs(model: string, operation: string, args: Args, orgId: string): Args {
  const own: Record<string, string> = model === 'Organization' ? { id: orgId } : { orgId };
  const scoped: Args = { ...args };
  if (WHERE_OPERATIONS.has(operation)) {
    // Added beside the caller's filter, never over it: `{ id: other }` stays `id = other AND orgId = mine`.
    const where = (args.where ?? {}) as Record<string, unknown>;
    const and = where.AND === undefined ? [] : Array.isArray(where.AND) ? where.AND : [where.AND];
    scoped.where = { ...where, AND: [...and, own] };
    // A cursor from another organisation must not steer the page: the cursor row has to be the caller's own
    // (a cursor takes plain columns only, so the column is added to it, and a foreign id finds no row).
    if (args.cursor) {
      const cursor = args.cursor as Record<string, unknown>;
      const clash = Object.entries(own).some(([k, v]) => cursor[k] !== undefined && cursor[k] !== v);
      if (clash) throw new AppError('NOT_FOUND', 'Not found');
      scoped.cursor = { ...cursor, ...own };
    }
  }
  if (model === 'Organization') {
    if (CREATE_OPERATIONS.has(operation) || operation === 'upsert') throw new Error('Organisations are created outside a tenant');
    return scoped;
  }
  if (CREATE_OPERATIONS.has(operation)) {
    scoped.data = Array.isArray(args.data) ? args.data.map((row) => scopeRow(row, orgId)) : scopeRow(args.data, orgId);
  }
  if (operation === 'upsert') scoped.create = scopeRow(args.create, orgId);
  return scoped;
}

/** A raw statement's result, once its effect is noted (db/writes-seen.ts). */
function noted<T>(operation: string, args: unknown, result: T): T {
  noteWrite(operation, args, result);
  return result;
}

const tenants = new WeakMap<Db, Map<string, Db>>();
/** The organisation of each tenant client, for its raw reads. */
const tenantOrgs = new WeakMap<Db, string>();
const TENANTS_KEPT = 1000;

/** What a read-only API key is told when a request of its would write (the tenant client refuses every write). */
export const READ_ONLY_REFUSAL = 'This API key is read-only';
/**
 * Sign-in's own bookkeeping, which a read-only key's client still writes: a request carrying a key may sign someone in
 * with their password (their session, its limits), which changes no organisation's records.
 */
const SIGN_IN_RECORDS: ReadonlySet<string> = new Set(['Session', 'RefreshToken', 'RateLimitBucket']);

/**
 * The client of one organisation's members (memoised per organisation: the extension is built once). A `readOnly`
 * client (a read-only API key's) refuses every write, of any model, whichever transport or domain function asks.
 */
export function tenantDb(root: Db, orgId: string, { readOnly = false } = {}): Db {
  let cache = tenants.get(root);
  if (!cache) {
    cache = new Map();
    tenants.set(root, cache);
  }
  const cacheKey = readOnly ? `${orgId}:read-only` : orgId;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const client = root.$extends({
    name: 'tenant',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query: modelQuery }) {
          // One signature for every model's operation: the union of all of them is more than the compiler represents.
          const query = modelQuery as (args: unknown) => Promise<unknown>;
          const input = args as Args;
          if (READ_OPERATIONS.has(operation))
            return query(ORGANISATION_OWNED.has(model) || model === 'Organization' ? scopeArgs(model, operation, input, orgId) : input);
          if (readOnly && !SIGN_IN_RECORDS.has(model)) throw new AppError('FORBIDDEN', READ_ONLY_REFUSAL);
          const owned = ORGANISATION_OWNED.has(model) || model === 'Organization';
          const result = await query(owned ? scopeArgs(model, operation, input, orgId) : input);
          if (owned) noteWrite(operation, input, result);
          return result;
        },
      },
      // Raw SQL passes the scoping above by (its statements filter by organisation themselves); what it changed is noted.
      $executeRaw: async ({ args, query }) => noted('$executeRaw', args, await query(args)),
      $executeRawUnsafe: async ({ args, query }) => noted('$executeRawUnsafe', args, await query(args)),
      $queryRaw: async ({ args, query }) => noted('$queryRaw', args, await query(args)),
      $queryRawUnsafe: async ({ args, query }) => noted('$queryRawUnsafe', args, await query(args)),
    },
  }) as unknown as Db;
  if (cache.size >= TENANTS_KEPT) cache.delete(cache.keys().next().value as string);
  cache.set(cacheKey, client);
  tenantOrgs.set(client, orgId);
  return client;
}

/** The organisation a tenant client is scoped to (undefined for any other client). */
export const tenantOrgOf = (db: Db): string | undefined => tenantOrgs.get(db);

/**
 * A raw SQL read of one organisation's rows, for the hot reads where Prisma's mapping costs more than the SQL
 * (the jobs list and the schedule). Raw SQL passes the tenant extension by, so the statement takes the caller's
 * organisation as `$1` and must filter by it (`"orgId" = $1`, checked here); a client without an organisation
 * (anonymous, support staff) is refused. Every file that calls it is listed in test/scoping.test.ts.
 */
export function tenantRows<T>(db: Db, sql: string, ...params: unknown[]): Promise<T[]> {
  const orgId = tenantOrgs.get(db);
  if (!orgId) throw new Error("Raw reads of an organisation's rows need a member's client");
  if (!/"orgId" = \$1\b/.test(sql)) throw new Error('A raw read of organisation rows filters by "orgId" = $1');
  return db.$queryRawUnsafe<T[]>(sql, orgId, ...params);
}

const READ_OPERATIONS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
]);

/** What a scope beyond one organisation may do with organisation-owned models: read, write, or nothing. */
export type CrossPolicy = Readonly<Record<string, 'read' | 'write'>> & { '*'?: 'read' };

/**
 * The explicit scopes beyond one organisation. Support staff read and answer tickets (and read the names of
 * organisations and people on them), nothing else; the owner reads every organisation's records and changes only
 * accounts and subscriptions; the payment provider's signed events change subscriptions, packs and checkouts; `outside` (anonymous callers and support staff outside their tickets) reaches no
 * organisation-owned model at all.
 */
export const CROSS_POLICIES = {
  outside: {},
  /** A reply also queues the organisation's ticket.replied webhooks (their endpoints read, deliveries added). */
  support: {
    Ticket: 'write',
    TicketMessage: 'write',
    TicketAssignment: 'write',
    Organization: 'read',
    User: 'read',
    AuditLog: 'write',
    WebhookEndpoint: 'read',
    WebhookDelivery: 'write',
  },
  supportMail: { OutgoingMessage: 'write' },
  /** Spanner's own newsletter mail (confirm links, newsletters): into the outbox, no organisation. */
  newsletterMail: { OutgoingMessage: 'write' },
  /** Advertising events: a visitor's (no organisation) or one Spanner records after an organisation's operation. */
  tracking: { TrackingEvent: 'write' },
  owner: { '*': 'read', Organization: 'write', Subscription: 'write', SubscriptionChange: 'write', CreditPack: 'write', AuditLog: 'write' },
  payments: { Organization: 'read', Subscription: 'write', SubscriptionChange: 'write', CreditPack: 'write', CheckoutSession: 'write' },
  messaging: { OutgoingMessage: 'write', UsageCounter: 'write', CreditPack: 'write' },
  /** A Stripe Connect event finds the organisation of the connected account it names. */
  connect: { PayoutAccount: 'read' },
  /** Xero's signed webhook and the sync's poll find the accounting connections they are for. */
  accounting: { AccountingConnection: 'read' },
  /** Background jobs that find which organisations have work, then act through each one's tenant client. */
  jobs: { Organization: 'read', OutgoingMessage: 'write', UsageCounter: 'write', CreditPack: 'write' },
  /** Webhook delivery jobs: record attempts, disable failing endpoints (their admins read for the email); metrics count. */
  webhooks: { WebhookDelivery: 'write', WebhookEndpoint: 'write', User: 'read' },
  /** The export clean-up job: expired exports' stored ZIPs deleted, dead builds marked failed, in every organisation. */
  exports: { DataExport: 'write' },
  /** An API key's write, in the audit log under its organisation (a read-only key's tenant client refuses every write). */
  apiKeyAudit: { AuditLog: 'write' },
  /** The support admin console: the audit log (of every organisation's tickets), Spanner's own invite email. */
  supportAdmin: { AuditLog: 'write', OutgoingMessage: 'write', Ticket: 'read', Organization: 'read', User: 'read' },
} as const satisfies Record<string, CrossPolicy>;

export type CrossScope = keyof typeof CROSS_POLICIES;

const crossClients = new WeakMap<Db, Map<CrossScope, Db>>();

/** A client for a scope beyond one organisation (memoised per database and scope). */
export function crossScopeDb(root: Db, scope: CrossScope): Db {
  let cache = crossClients.get(root);
  if (!cache) {
    cache = new Map();
    crossClients.set(root, cache);
  }
  const hit = cache.get(scope);
  if (hit) return hit;
  const policy: CrossPolicy = CROSS_POLICIES[scope];
  const client = root.$extends({
    name: scope,
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (!ORGANISATION_OWNED.has(model) && model !== 'Organization') return query(args);
          const allowed = policy[model] ?? policy['*'];
          if (allowed === 'write' || (allowed === 'read' && READ_OPERATIONS.has(operation))) return query(args);
          if (scope === 'outside') throw new Error(`${model} belongs to an organisation: sign in, or use a scope of cross-organisation.ts`);
          throw new Error(`${model}.${operation} is outside the ${scope} scope`);
        },
      },
    },
  }) as unknown as Db;
  cache.set(scope, client);
  return client;
}

/** The client of a request without an organisation: organisation-owned models are out of reach. */
export const outsideDb = (root: Db): Db => crossScopeDb(root, 'outside');
