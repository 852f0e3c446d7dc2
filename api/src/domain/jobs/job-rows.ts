import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { getDatamodel } from '../../db/generated/pothos-types.ts';
import { tenantRows } from '../../db/scoped.ts';
import { type SqlParams, sqlParams } from '../../db/sql-params.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { can } from '../policy.ts';
import { EQUIPMENT_ORDER, type JobOf, type JobQuery, jobViewRelations, TECHNICIAN_ORDER } from './job-query.ts';

// The hot job reads — the schedule's range and the jobs lists, over GraphQL and REST — in one SQL statement: the
// caller's Prisma selection (GraphQL's, passed through by the Pothos prisma plugin, or REST's `jobRowRead`) is
// compiled to one SELECT whose relations PostgreSQL aggregates to JSON, answered in Prisma's shape. Prisma's
// relation reads cost more in JavaScript (a statement per relation with the page's ids, and the mapping) than the
// rows cost in the database. Which jobs, in which order, is still decided by the Prisma query of the
// list or range (its filters, the technicians' scope); this reads those ids, inside the caller's organisation.
//
// Only what the selection asks for is read. A whole row (`true`, or a job's `include`) is every column the Prisma
// schema gives its model, so a column added there is answered here too, never a secret (NEVER_READ: the password
// hash). test/job-rows-columns.test.ts holds each model's whole row to Prisma's. The confirmation token is read only for viewers who may see it (policy `seeConfirmationTokens`); for the
// others the row carries a marker in its place, so "is there a token" (hasConfirmationToken, canConfirm) still
// holds while the token itself is never read. A selection this reader does not know (another relation, a nested
// relation of a customer …) answers null, and the caller reads through Prisma as before.

type Kind = 'plain' | 'enum' | 'date';
type Model = {
  table: string;
  /** Every column a read returns, from the Prisma schema. */
  columns: Record<string, Kind>;
  /** Columns of a type this reader does not convert (a list, BigInt, Decimal, Bytes): asking for one reads through Prisma. */
  unreadable: string[];
};

/**
 * Columns a job read never returns, whatever the selection: a member's password hash (a secret), and the job's
 * search text (the database's own, kept by triggers for the jobs search).
 */
export const NEVER_READ: Readonly<Record<string, readonly string[]>> = { User: ['passwordHash'], Job: ['search'] };

const KINDS: Record<string, Kind> = { String: 'plain', Int: 'plain', Float: 'plain', Boolean: 'plain', Json: 'plain', DateTime: 'date' };
const datamodel = getDatamodel().datamodel.models;

/**
 * A model's columns as the Prisma schema has them (api/prisma/schema.prisma, through the generated datamodel), so a
 * column added to the schema is read with the others: every scalar and enum field but those in NEVER_READ.
 */
function modelOf(table: string): Model {
  const never = NEVER_READ[table] ?? [];
  const fields = datamodel[table].fields.filter((f) => (f.kind === 'scalar' || f.kind === 'enum') && !never.includes(f.name));
  const kindOf = (f: (typeof fields)[number]) => (f.isList ? undefined : f.kind === 'enum' ? 'enum' : KINDS[f.type]);
  return {
    table,
    columns: Object.fromEntries(fields.flatMap((f) => (kindOf(f) ? [[f.name, kindOf(f) as Kind]] : []))),
    unreadable: fields.filter((f) => !kindOf(f)).map((f) => f.name),
  };
}

/** The job and the models it reads, by their Prisma names (which are their tables' names). */
export const JOB_ROW_MODELS = ['Job', 'Customer', 'User', 'Equipment', 'CompletedJob'] as const;
const [JOB, CUSTOMER, USER, EQUIPMENT, COMPLETED_JOB] = JOB_ROW_MODELS.map(modelOf);

/** Relations to one row: the row whose `key` equals the job's `on` column. */
const TO_ONE: Record<string, { model: Model; key: string; on: string }> = {
  customer: { model: CUSTOMER, key: 'id', on: 'customerId' },
  createdBy: { model: USER, key: 'id', on: 'createdById' },
  completion: { model: COMPLETED_JOB, key: 'jobId', on: 'id' },
};
/** Lists through a link table, in the order the Job type and REST give them (by name). */
const THROUGH: Record<string, { link: string; field: string; model: Model; key: string }> = {
  technicians: { link: 'JobTechnician', field: 'user', model: USER, key: 'userId' },
  equipment: { link: 'JobEquipment', field: 'equipment', model: EQUIPMENT, key: 'equipmentId' },
};
const COUNTS: Record<string, string> = { photos: 'JobPhoto', notes: 'JobNote', hours: 'JobHours', parts: 'JobPart' };

/** What a viewer without `seeConfirmationTokens` reads in the token's place: only that there is one. */
export const WITHHELD_TOKEN = 'withheld';

type Selection = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type Converter = (row: Record<string, unknown>) => void;
type Compiled = { sql: string; convert: Converter[] };

const q = (name: string) => `"${name}"`;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested JSON renders a timestamp without its zone; the database keeps UTC. */
const toDate = (v: unknown) => (typeof v === 'string' ? new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`) : v);

/** The scalar fields a (nested) selection asks for: `true` is every column; null when it asks for one it cannot read. */
function scalarFields(model: Model, value: unknown): string[] | null {
  if (value === true) return model.unreadable.length ? null : Object.keys(model.columns);
  if (!isObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.some((k) => k !== 'select') || !isObject(value.select)) return null;
  const fields = Object.entries(value.select).filter(([, v]) => v);
  if (fields.some(([k, v]) => v !== true || !(k in model.columns))) return null;
  return fields.map(([k]) => k);
}

/** json_build_object of a related row's fields, and how to turn its dates back into Dates. */
function jsonObject(model: Model, alias: string, fields: string[]) {
  const pairs = fields.map((f) => `'${f}', ${alias}.${q(f)}`).join(', ');
  const dates = fields.filter((f) => model.columns[f] === 'date');
  const convert = (o: Record<string, unknown> | null) => {
    if (o) for (const f of dates) o[f] = toDate(o[f]);
  };
  return { sql: `json_build_object(${pairs})`, convert };
}

/** The lists' order (job-query.ts), which the statement's `ORDER BY r."name", r."id"` is. */
const SAME_ORDER: Record<string, string> = {
  technicians: JSON.stringify(TECHNICIAN_ORDER),
  equipment: JSON.stringify(EQUIPMENT_ORDER),
};

/**
 * One job selection as one statement over the page's jobs `j`; null when it asks for something this reader does
 * not know. A related row is joined by its key; a list or a count is read per job (LATERAL, by the job's id). The
 * lists were once grouped for the whole page in one pass and joined (`l."jobId" = ANY($2)`, GROUP BY), about twice
 * as fast with the plan PostgreSQL makes for the values — but a prepared statement soon runs on one generic plan,
 * which guesses 10 ids, and that plan grouped every list again for each job: 30–44 ms for a month view's 90 jobs
 * where per job it takes 4–8 ms whichever plan runs (docs/benchmark.md, "Planning once").
 */
function compile(query: Selection): Compiled | null {
  if (Object.keys(query).some((k) => k !== 'select' && k !== 'include')) return null;
  const asked = query.select ?? query.include ?? {};
  if (!isObject(asked)) return null;
  if (!query.select && JOB.unreadable.length) return null;
  const columns = new Set<string>(query.select ? [] : Object.keys(JOB.columns));
  const parts: string[] = [];
  const joins: string[] = [];
  const convert: Converter[] = [];
  for (const [name, value] of Object.entries(asked)) {
    if (!value) continue;
    const alias = `r${joins.length}`;
    if (name in JOB.columns) {
      if (value !== true) return null;
      columns.add(name);
    } else if (name in TO_ONE) {
      const { model, key, on } = TO_ONE[name];
      const fields = scalarFields(model, value);
      if (!fields) return null;
      const o = jsonObject(model, alias, fields);
      joins.push(`LEFT JOIN ${q(model.table)} ${alias} ON ${alias}.${q(key)} = j.${q(on)}`);
      parts.push(`CASE WHEN ${alias}."id" IS NOT NULL THEN ${o.sql} END AS ${q(name)}`);
      convert.push((row) => o.convert(row[name] as Record<string, unknown> | null));
    } else if (name in THROUGH) {
      const { link, field, model, key } = THROUGH[name];
      if (!isObject(value) || !isObject(value.select)) return null;
      if (Object.keys(value).some((k) => k !== 'select' && k !== 'orderBy')) return null;
      if (value.orderBy !== undefined && JSON.stringify(value.orderBy) !== SAME_ORDER[name]) return null;
      const inner = Object.entries(value.select).filter(([, v]) => v);
      if (inner.length !== 1 || inner[0][0] !== field) return null;
      const fields = scalarFields(model, inner[0][1]);
      if (!fields) return null;
      const o = jsonObject(model, 'r', fields);
      const read = [...new Set([...fields, 'name', 'id'])].map(q).join(', ');
      // Each link's row is looked up by its key (a LATERAL with LIMIT, which PostgreSQL keeps as written): as a join,
      // a small table's plan hashed the whole table again for every job — 6 of a month view's 11 ms for 90 jobs.
      joins.push(
        `LEFT JOIN LATERAL (SELECT json_agg(json_build_object('${field}', ${o.sql}) ORDER BY r."name", r."id") AS "list" FROM ${q(link)} l CROSS JOIN LATERAL (SELECT ${read} FROM ${q(model.table)} WHERE "id" = l.${q(key)} LIMIT 1) r WHERE l."jobId" = j."id") ${alias} ON true`,
      );
      parts.push(`COALESCE(${alias}."list", '[]') AS ${q(name)}`);
      convert.push((row) => {
        for (const item of row[name] as Record<string, Record<string, unknown>>[]) o.convert(item[field]);
      });
    } else if (name === '_count') {
      if (!isObject(value) || !isObject(value.select) || Object.keys(value).length !== 1) return null;
      const counted = Object.entries(value.select).filter(([, v]) => v);
      if (counted.some(([k, v]) => v !== true || !(k in COUNTS))) return null;
      const pairs = counted.map(([k]) => {
        const c = `${alias}_${k}`;
        joins.push(`LEFT JOIN LATERAL (SELECT count(*)::int AS "n" FROM ${q(COUNTS[k])} WHERE "jobId" = j."id") ${c} ON true`);
        return `'${k}', COALESCE(${c}."n", 0)`;
      });
      parts.push(`json_build_object(${pairs.join(', ')}) AS "_count"`);
    } else {
      return null;
    }
  }
  columns.add('id');
  const own = [...columns].map((c) => {
    if (c === 'confirmationToken')
      return `CASE WHEN $3 THEN j."confirmationToken" WHEN j."confirmationToken" IS NOT NULL THEN '${WITHHELD_TOKEN}' END AS "confirmationToken"`;
    return JOB.columns[c] === 'enum' ? `j.${q(c)}::text AS ${q(c)}` : `j.${q(c)}`;
  });
  const sql = `SELECT ${[...own, ...parts].join(', ')}
FROM unnest($2::text[]) WITH ORDINALITY AS page("id", "n")
JOIN "Job" j ON j."id" = page."id" AND j."orgId" = $1
${joins.join('\n')}
ORDER BY page."n"`;
  return { sql, convert };
}

// Compiled statements by selection: a screen asks the same query again and again.
const compiled = new Map<string, Compiled | null>();
const COMPILED_KEPT = 200;

function compiledFor(query: Selection): Compiled | null {
  const key = JSON.stringify(query);
  if (compiled.has(key)) return compiled.get(key) ?? null;
  const c = compile(query);
  if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, c);
  return c;
}

/** Whether `readJobs` can answer this selection in one statement (else the caller reads through Prisma). */
export const readsInOneStatement = (query: JobQuery) => compiledFor(query as Selection) !== null;

/**
 * The jobs of these ids (the caller's organisation only), in the order given, shaped as Prisma would answer
 * `query` — one SQL statement. Null when the selection asks for something this reader does not know.
 */
export async function readJobs<Q extends JobQuery>(ctx: Context, ids: string[], query: Q): Promise<JobOf<Q>[] | null> {
  const user = requireUser(ctx);
  const c = compiledFor(query as Selection);
  if (!c) return null;
  if (ids.length === 0) return [];
  // The token flag is bound only when the selection reads the token: a statement must use every value it is given.
  const flag = c.sql.includes('$3') ? [can({ user }, 'seeConfirmationTokens')] : [];
  const rows = await tenantRows<Record<string, unknown>>(ctx.db, c.sql, ids, ...flag);
  for (const row of rows) for (const f of c.convert) f(row);
  return rows as JobOf<Q>[];
}

// The same statements with the page picked inside them: `$2::text[]` (the ids) becomes the picked array, the token
// flag moves to $2, and the pick's own parameters follow.
const pickedSql = new Map<string, { sql: string; flag: boolean }>();

/**
 * The jobs one expression picks (`pick`: the page's ids, in order, as a text[] — the list's filter, scope and order),
 * read as `query` asks in the same SQL statement: the caller's organisation is $1, and `pick` binds its own
 * parameters through the `SqlParams` it is given. Null when the selection asks for something this reader does not
 * know. The pick must filter "Job" by `j."orgId" = $1` itself (the read joins only the caller's jobs in any case).
 */
export async function readPickedJobs<Q extends JobQuery>(
  ctx: Context,
  pick: (params: SqlParams) => string,
  query: Q,
): Promise<JobOf<Q>[] | null> {
  const user = requireUser(ctx);
  const c = compiledFor(query as Selection);
  if (!c) return null;
  const flag = c.sql.includes('$3');
  const params = sqlParams(flag ? 3 : 2);
  const picking = pick(params);
  const key = `${picking}\u0000${c.sql}`;
  let statement = pickedSql.get(key);
  if (!statement) {
    const read = c.sql.replaceAll('$2::text[]', '(SELECT "ids" FROM "picked")::text[]').replaceAll('$3', '$2');
    statement = { sql: `WITH "picked" AS (SELECT ${picking} AS "ids")\n${read}`, flag };
    if (pickedSql.size >= COMPILED_KEPT) pickedSql.delete(pickedSql.keys().next().value as string);
    pickedSql.set(key, statement);
  }
  const rows = await tenantRows<Record<string, unknown>>(
    ctx.db,
    statement.sql,
    ...(statement.flag ? [can({ user }, 'seeConfirmationTokens')] : []),
    ...params.values,
  );
  for (const row of rows) for (const f of c.convert) f(row);
  return rows as JobOf<Q>[];
}

/**
 * One job as `query` asks, right after a write of it (the write itself selects only the id): one statement when
 * this reader knows the selection, Prisma's read otherwise. A job deleted in between is 'Job not found'.
 */
export async function readWrittenJob<Q extends JobQuery>(ctx: Context, id: string, query: Q): Promise<JobOf<Q>> {
  const rows = await readJobs(ctx, [id], query);
  const job = rows ? rows[0] : await ctx.db.job.findUnique({ ...query, where: { id } });
  if (!job) throw notFound(jobMessages.notFound);
  return job as JobOf<Q>;
}

/** What the REST job view reads: the job with its customer, technicians (by name), equipment and completion. */
export const jobRowRead = {
  select: {
    id: true,
    title: true,
    jobType: true,
    description: true,
    status: true,
    scheduledAt: true,
    durationMinutes: true,
    customerId: true,
    confirmationToken: true,
    confirmedAt: true,
    estimatedValueCents: true,
    createdAt: true,
    updatedAt: true,
    ...jobViewRelations,
  },
} as const satisfies JobQuery;

export type JobRow = JobOf<typeof jobRowRead>;

/** The REST job reads of a list or a range: these ids, in this order, as the REST job view reads them. */
export async function readJobRows(ctx: Context, ids: string[]): Promise<JobRow[]> {
  return (await readJobs(ctx, ids, jobRowRead)) as JobRow[];
}
