import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionKind } from '../../src/auth/guards.ts';
import { ABILITIES, type Ability, type Caller, can, sessionsFor } from '../../src/domain/policy.ts';
import type { Access } from '../../src/rest/contract.ts';
import { restRoutes } from '../../src/rest/routes.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { CALLERS, type Fixture, MEMBERS, OUTSIDERS, PERSONAS, type Persona, setUpFixture } from './fixture.ts';
import { isWrite, type ParityRow, type Vars } from './routes.ts';
import { type Answer, at, callGraphql, callRest, type Outcome } from './transports.ts';

// Parity: every REST route and its GraphQL counterpart, called by every kind of caller, give the same allow/deny
// and show the same declared fields; and both agree with the policy table, which decides who is allowed. The rows
// are checked in two files (parity.test.ts: the table itself and the reads; parity-writes.test.ts: the writes), so
// the API suite's two workers share them; each file has its own app and fixture.

export const ROUTES = new Map(restRoutes.map(({ contract }) => [`${contract.method} ${contract.path}`, contract]));

/** The ability a route's access asks of a caller, when it asks one ('userOrStaff': of a caller without a member's session). */
function abilityOf(access: Access, caller: Caller): Ability | null {
  if (typeof access === 'object') return access.can;
  return access === 'userOrStaff' && !caller.user && caller.staff ? 'workTickets' : null;
}

const hasSession = (caller: Caller, kind: SessionKind) => (kind === 'member' ? !!caller.user : !!caller.staff);

/** What the policy says a persona gets from a row, from the route's access and the policy table alone. */
function expected(row: ParityRow, access: Access, persona: Persona): Outcome {
  const exception = row.except?.[persona];
  if (exception) return exception;
  const allowed = row.allowed ?? 'ok';
  const caller = CALLERS[persona];
  // A member's session that may write nothing (a read-only key) is refused every write once the route's own access
  // let it in, before input or state is read (domain/policy.ts requireWriteRights).
  const refusedWrite = isWrite(row) && !!caller.user && !can(caller, 'writeRecords');
  if (access === 'public') return refusedWrite ? 'FORBIDDEN' : allowed;
  const ability = abilityOf(access, caller);
  // Without a session of a kind the route admits: 401; with one but without the ability: 403.
  const sessions: SessionKind[] = ability ? sessionsFor(ability) : access === 'userOrStaff' ? ['member', 'staff'] : ['member'];
  const permitted = ability ? can(caller, ability) : !!caller.user;
  if (permitted && refusedWrite) return 'FORBIDDEN';
  // A hidden ability (the owner portal's) is not found for whoever lacks it: its existence is not advertised.
  if (!permitted && ability && 'hidden' in ABILITIES[ability]) return 'NOT_FOUND';
  if (!permitted) return sessions.some((kind) => hasSession(caller, kind)) ? 'FORBIDDEN' : 'UNAUTHENTICATED';
  // Support staff work every organisation's tickets (the target's records and lists included) and their own console.
  if (!caller.user) return allowed;
  // Another organisation's admin and the platform owner act in their own organisations: the target's records are
  // not found, lists hold none of its rows. The owner has a scope of its own (db/cross-organisation.ts), no bypass.
  if (OUTSIDERS.includes(persona)) return row.scope === 'target' ? 'NOT_FOUND' : row.scope === 'list' ? 'none' : allowed;
  return allowed;
}

/** Whether a persona's call is a staff member refused an ability staff can hold: written to the audit log first. */
function audited(access: Access, persona: Persona): boolean {
  const caller = CALLERS[persona];
  const ability = abilityOf(access, caller);
  return !!caller.staff && !!ability && sessionsFor(ability).includes('staff') && !can(caller, ability);
}

/** The app and fixture of a parity file: started before its tests, closed after. */
export function parityApp() {
  const env = {} as { t: TestApp; fx: Fixture };
  beforeAll(async () => {
    // An owner address of this file's own: the worker's database may be shared with other files.
    // Every caller registers over both transports from one address: the registration limit is auth-throttling's test.
    env.t = await startTestApp({
      OWNER_EMAIL: `owner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@parity.test`,
      REGISTER_MAX_PER_ADDRESS: '1000',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      // Sessions are cached as in production (10 s, forgotten on revocation): each of its thousands of calls would otherwise
      // read its session again, a third of a read's statements. Rows that revoke a session sign in afresh (freshSession).
      SESSION_CACHE_SECONDS: '10',
    });
    env.fx = await setUpFixture(env.t);
  });
  afterAll(() => env.t?.close());
  return env;
}

/** Each row called by every persona over both transports, against the policy's outcome, fields and audit. */
export function checkRows(rows: ParityRow[], env: { t: TestApp; fx: Fixture }) {
  /** Fresh records a refused call left untouched, reused by the row's next call (set-up stays small). */
  const unused = new Map<ParityRow, Vars>();

  async function send(row: ParityRow, persona: Persona, transport: 'rest' | 'graphql', v: Vars): Promise<Answer | null> {
    const cookie = row.freshSession ? await env.fx.freshSession(persona) : env.fx.cookies[persona];
    // The id may be the fixture's or a fresh record's (made for this call).
    const sees = row.sees && v[row.sees];
    if (transport === 'graphql') return row.graphql ? callGraphql(env.t, cookie, row.graphql(v), sees) : null;
    const [method, path] = row.route.split(' ') as [string, string];
    const req = row.rest(v);
    const url = path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(req.params?.[k] ?? `missing-${k}`));
    const query = req.query ? `?${new URLSearchParams(req.query)}` : '';
    return callRest(env.t, cookie, { method, url: url + query, body: req.body, file: req.file }, sees);
  }

  /** How many refused staff actions of a persona the audit log holds (none for a caller without a staff session). */
  async function staffRefusals(persona: Persona): Promise<number> {
    const id = env.fx.accounts[persona];
    if (!CALLERS[persona].staff || !id) return 0;
    return env.t.database.db.auditLog.count({ where: { action: 'staff.refused', actorId: id } });
  }

  async function call(row: ParityRow, persona: Persona, transport: 'rest' | 'graphql'): Promise<Answer | null> {
    const fresh = row.fresh ? (unused.get(row) ?? (await row.fresh(env.fx))) : {};
    unused.delete(row);
    const v: Vars = { ...env.fx.ids, ...fresh };
    const answer = await send(row, persona, transport, v);
    if (row.fresh && answer && REFUSALS.has(answer.outcome)) unused.set(row, fresh);
    else await row.after?.(env.fx, v);
    return answer;
  }

  describe.each(rows)('$route', (row) => {
    it('gives every caller the same outcome over REST and GraphQL, as the policy says', async () => {
      const contract = ROUTES.get(row.route);
      if (!contract) throw new Error(`${row.route} is not a REST route`);
      const actual: Record<string, Record<string, Outcome>> = {};
      const wanted: Record<string, Record<string, Outcome>> = {};
      const fieldsShown: Record<string, Record<string, boolean>> = {};
      const fieldsWanted: Record<string, Record<string, boolean>> = {};
      const auditsWritten: Record<string, Record<string, number>> = {};
      const auditsWanted: Record<string, Record<string, number>> = {};
      for (const persona of PERSONAS) {
        const refusedBefore = await staffRefusals(persona);
        const rest = (await call(row, persona, 'rest')) as Answer;
        const refusedAfterRest = await staffRefusals(persona);
        const graphql = await call(row, persona, 'graphql');
        const refusedAfterGraphql = await staffRefusals(persona);
        const e = expected(row, contract.access, persona);
        actual[persona] = { rest: rest.outcome, ...(graphql ? { graphql: graphql.outcome } : {}) };
        wanted[persona] = { rest: e, ...(graphql ? { graphql: e } : {}) };
        const audit = audited(contract.access, persona) ? 1 : 0;
        auditsWritten[persona] = {
          rest: refusedAfterRest - refusedBefore,
          ...(graphql ? { graphql: refusedAfterGraphql - refusedAfterRest } : {}),
        };
        auditsWanted[persona] = { rest: audit, ...(graphql ? { graphql: audit } : {}) };
        if (!row.fields || !graphql || rest.outcome !== 'ok' || graphql.outcome !== 'ok') continue;
        for (const f of row.fields) {
          const key = `${persona} ${f.rest}`;
          const shown = (x: unknown) => x !== undefined && x !== null;
          fieldsShown[key] = { rest: shown(at(rest.value, f.rest)), graphql: shown(at(graphql.value, f.graphql)) };
          // Members of the target organisation see exactly what the policy gives their role (the fixture fills every
          // declared field); everyone else, the same over both transports.
          const want = MEMBERS.includes(persona) ? !f.can || can(CALLERS[persona], f.can) : fieldsShown[key].rest;
          fieldsWanted[key] = { rest: want, graphql: want };
        }
      }
      const left = unused.get(row);
      if (left) await row.after?.(env.fx, { ...env.fx.ids, ...left });
      expect(actual, `${row.route}: outcome per caller (left: policy)`).toEqual(wanted);
      expect(fieldsShown, `${row.route}: declared fields shown per caller (left: policy)`).toEqual(fieldsWanted);
      expect(auditsWritten, `${row.route}: refused staff actions in the audit log per caller (left: policy)`).toEqual(auditsWanted);
    });
  });
}

const REFUSALS = new Set<Outcome>(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);
