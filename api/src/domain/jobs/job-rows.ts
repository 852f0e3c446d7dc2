import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { getDatamodel } from '../../db/generated/pothos-types.ts';
import { tenantRows } from '../../db/scoped.ts';
import { type SqlParams, sqlParams } from '../../db/sql-params.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { can } from '../policy.ts';
import { anySubscribedEndpointSql } from '../webhooks/queue-webhook-events.ts';
import { EQUIPMENT_ORDER, type JobOf, type JobQuery, jobScopeSql, jobViewRelations, TECHNICIAN_ORDER } from './job-query.ts';

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
export const NEVER_READ: Readonly<Record<string, readonly string[]>> = { User: ['passwordHash'], Job: ['search'], ApiKey: ['tokenHash'] };

const KINDS: Record<string, Kind> = { String: 'plain', Int: 'plain', Float: 'plain', Boolean: 'plain', Json: 'plain', DateTime: 'date' };
const datamodel = getDatamodel().datamodel.models;

/**
 * A model's columns as the Prisma schema has them (api/prisma/schema.prisma, through the generated datamodel), so a
 * column added to the schema is read with the others: every scalar and enum field but those in NEVER_READ.
 */
function modelOf(table: string): Model {
  const never = NEVER_READ[table] ?? [];
  const fields = datamodel[table].fields.filter((f) => (f.kind === 'scalar' || f.kind === 'enum') && !never.includes(f.name));
  // A list of text, numbers, booleans or enum values (a sign-off's `emailedTo`) reads as the JSON array it builds.
  const kindOf = (f: (typeof fields)[number]): Kind | undefined =>
    f.isList ? (f.kind === 'enum' || KINDS[f.type] === 'plain' ? 'plain' : undefined) : f.kind === 'enum' ? 'enum' : KINDS[f.type];
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

/**
 * The models a job's other relations may reach, at any depth (the job screen's diary, photos and running total): a
 * relation to any other model reads through Prisma. Each is found by its key from the job, so it is the job's
 * organisation's.
 */
const NESTED_MODELS = new Set([
  'JobTechnician',
  'JobEquipment',
  'Customer',
  'User',
  'Equipment',
  'CompletedJob',
  'JobNote',
  'JobHours',
  'JobPart',
  'JobPhoto',
  'ApiKey',
  'Quote',
  'QuoteLine',
  'MeterReading',
  'JobForm',
  'FormTemplateVersion',
  'FormTemplate',
  'JobSignOff',
]);
const models = new Map<string, Model>();
const modelNamed = (name: string) => {
  let model = models.get(name);
  if (!model) {
    model = modelOf(name);
    models.set(name, model);
  }
  return model;
};

/**
 * How a relation field of a model is read, from the Prisma schema: the related model, whether it is a list, and the
 * columns joined (`from` on the model's row, `to` on the related one). Every relation of the schema references an
 * `id`: the side holding the key has `relationFromFields`, the other side finds them on the back relation.
 */
function relationOf(model: string, field: string): { model: string; list: boolean; from: string[]; to: string[] } | null {
  const f = datamodel[model]?.fields.find((x) => x.name === field && x.kind === 'object');
  if (!f || !NESTED_MODELS.has(f.type)) return null;
  const own = (f as { relationFromFields?: string[] }).relationFromFields ?? [];
  if (own.length === 1) return { model: f.type, list: f.isList, from: own, to: ['id'] };
  const back = datamodel[f.type].fields.find(
    (x) =>
      x.kind === 'object' && x !== f && (x as { relationName?: string }).relationName === (f as { relationName?: string }).relationName,
  );
  const keys = (back as { relationFromFields?: string[] } | undefined)?.relationFromFields ?? [];
  if (keys.length !== 1) return null;
  return { model: f.type, list: f.isList, from: ['id'], to: keys };
}

/** A list's `orderBy` of the model's own columns as SQL over `alias`; null for any other order. */
function orderSql(model: Model, alias: string, orderBy: unknown): string | null {
  const terms = Array.isArray(orderBy) ? orderBy : [orderBy];
  const out: string[] = [];
  for (const term of terms) {
    if (!isObject(term)) return null;
    for (const [column, direction] of Object.entries(term)) {
      if (!(column in model.columns) || (direction !== 'asc' && direction !== 'desc')) return null;
      out.push(`${alias}.${q(column)} ${direction === 'asc' ? 'ASC' : 'DESC'}`);
    }
  }
  return out.join(', ');
}

/**
 * A related row as one JSON value, any relations it selects nested inside it (each looked up by its key, per row):
 * the columns a Prisma selection asks for (`true` and `include`: every column), and how to turn its dates back into
 * Dates. Null when the selection holds anything this reader does not know (a filter, a page, a count, a model
 * outside NESTED_MODELS), so the whole read goes through Prisma.
 */
function nestedRow(name: string, value: unknown, alias: string, next: () => string): { sql: string; convert: (o: unknown) => void } | null {
  const model = modelNamed(name);
  if (value !== true && !isObject(value)) return null;
  const shape = value === true ? {} : value;
  if (Object.keys(shape).some((k) => k !== 'select' && k !== 'include' && k !== 'orderBy')) return null;
  if (shape.select !== undefined && shape.include !== undefined) return null;
  const asked = (shape.select ?? shape.include ?? {}) as unknown;
  if (!isObject(asked)) return null;
  if (!shape.select && model.unreadable.length) return null;
  const columns = new Set<string>(shape.select ? [] : Object.keys(model.columns));
  const pairs: string[] = [];
  const converts: ((o: Record<string, unknown>) => void)[] = [];
  for (const [field, v] of Object.entries(asked)) {
    if (!v) continue;
    if (field in model.columns) {
      if (v !== true) return null;
      columns.add(field);
      continue;
    }
    const relation = relationOf(name, field);
    if (!relation) return null;
    const inner = next();
    const row = nestedRow(relation.model, v, inner, next);
    if (!row) return null;
    const on = `${inner}.${q(relation.to[0])} = ${alias}.${q(relation.from[0])}`;
    const table = q(relation.model);
    if (relation.list) {
      const order = isObject(v) && v.orderBy !== undefined ? orderSql(modelNamed(relation.model), inner, v.orderBy) : '';
      if (order === null) return null;
      pairs.push(
        `'${field}', COALESCE((SELECT json_agg(${row.sql}${order ? ` ORDER BY ${order}` : ''}) FROM ${table} ${inner} WHERE ${on}), '[]'::json)`,
      );
      converts.push((o) => {
        for (const item of o[field] as unknown[]) row.convert(item);
      });
    } else {
      if (isObject(v) && v.orderBy !== undefined) return null;
      pairs.push(`'${field}', (SELECT ${row.sql} FROM ${table} ${inner} WHERE ${on} LIMIT 1)`);
      converts.push((o) => row.convert(o[field]));
    }
  }
  if (columns.size === 0 && pairs.length === 0) return null;
  const dates = [...columns].filter((c) => model.columns[c] === 'date');
  const own = [...columns].map((c) => `'${c}', ${alias}.${q(c)}`);
  return {
    sql: `json_build_object(${[...own, ...pairs].join(', ')})`,
    convert: (o) => {
      if (!isObject(o)) return;
      for (const d of dates) o[d] = toDate(o[d]);
      for (const c of converts) c(o);
    },
  };
}

/** What a viewer without `seeConfirmationTokens` reads in the token's place: only that there is one. */
export const WITHHELD_TOKEN = 'withheld';

type Selection = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type Converter = (row: Record<string, unknown>) => void;
/** `sql`: the statement over a page of ids; `fields` and `joins`: its select list and joins over the job `j`, for a write's read. */
type Compiled = { sql: string; fields: string; joins: string; convert: Converter[] };

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
      // Any other relation the job has, to the models NESTED_MODELS lets this reader reach.
      const relation = relationOf('Job', name);
      if (!relation) return null;
      let n = 0;
      const row = nestedRow(relation.model, value, `${alias}_0`, () => `${alias}_${++n}`);
      if (!row) return null;
      const inner = `${alias}_0`;
      const on = `${inner}.${q(relation.to[0])} = j.${q(relation.from[0])}`;
      if (relation.list) {
        const order = isObject(value) && value.orderBy !== undefined ? orderSql(modelNamed(relation.model), inner, value.orderBy) : '';
        if (order === null) return null;
        joins.push(
          `LEFT JOIN LATERAL (SELECT json_agg(${row.sql}${order ? ` ORDER BY ${order}` : ''}) AS "list" FROM ${q(relation.model)} ${inner} WHERE ${on}) ${alias} ON true`,
        );
        parts.push(`COALESCE(${alias}."list", '[]') AS ${q(name)}`);
        convert.push((r) => {
          for (const item of r[name] as unknown[]) row.convert(item);
        });
      } else {
        if (isObject(value) && value.orderBy !== undefined) return null;
        joins.push(
          `LEFT JOIN LATERAL (SELECT ${row.sql} AS "row" FROM ${q(relation.model)} ${inner} WHERE ${on} LIMIT 1) ${alias} ON true`,
        );
        parts.push(`${alias}."row" AS ${q(name)}`);
        convert.push((r) => row.convert(r[name]));
      }
    }
  }
  columns.add('id');
  const own = [...columns].map((c) => {
    if (c === 'confirmationToken')
      return `CASE WHEN $3 THEN j."confirmationToken" WHEN j."confirmationToken" IS NOT NULL THEN '${WITHHELD_TOKEN}' END AS "confirmationToken"`;
    return JOB.columns[c] === 'enum' ? `j.${q(c)}::text AS ${q(c)}` : `j.${q(c)}`;
  });
  const fields = [...own, ...parts].join(', ');
  const joined = joins.join('\n');
  const sql = `SELECT ${fields}
FROM unnest($2::text[]) WITH ORDINALITY AS page("id", "n")
JOIN "Job" j ON j."id" = page."id" AND j."orgId" = $1
${joined}
ORDER BY page."n"`;
  return { sql, fields, joins: joined, convert };
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
 * One job the viewer sees (jobScope: a technician's own), as `query` asks, in one statement: whether they see it and
 * the job itself are the same read. Undefined when they do not see it; null when the selection is not this reader's.
 */
export async function readVisibleJob<Q extends JobQuery>(ctx: Context, id: string, query: Q): Promise<JobOf<Q> | undefined | null> {
  const user = requireUser(ctx);
  const rows = await readPickedJobs(
    ctx,
    (params) => `ARRAY(SELECT j."id" FROM "Job" j WHERE j."id" = ${params.add(id)} AND j."orgId" = $1 AND ${jobScopeSql(user, params)})`,
    query,
  );
  return rows ? rows[0] : null;
}

/** What a job write knows before it writes, from one statement (readBeforeWrite). */
export interface BeforeWrite<S> {
  /** The organisation's subscription (the premium actions' gate), null without one. */
  subscription: Prisma.SubscriptionGetPayload<typeof SUBSCRIPTION_READ> | null;
  /** The job as `select` asks, when the viewer sees it (jobScope). */
  job: S | null;
  /**
   * Whether an enabled endpoint of the organisation subscribes to one of the events: the endpoints
   * queueWebhookEvents (domain/webhooks) queues for. Only then does the write need its transaction with the outbox.
   */
  webhooks: boolean;
}

const SUBSCRIPTION_READ = { select: { status: true, planId: true, trialEnd: true, currentPeriodEnd: true } } as const;

/**
 * Everything a job write checks before it writes, in one statement: the subscription, the job's current fields (as
 * `select` asks, nested lists included) when the viewer sees it, and whether anyone subscribes to its webhook events.
 */
export async function readBeforeWrite<S extends Prisma.JobSelect>(
  ctx: Context,
  id: string,
  select: S,
  events: readonly string[],
): Promise<BeforeWrite<JobOf<{ select: S }>>> {
  const user = requireUser(ctx);
  let n = 0;
  const next = () => `w${++n}`;
  const job = nestedRow('Job', { select }, 'j', next);
  const subscription = nestedRow('Subscription', SUBSCRIPTION_READ, 's', next);
  if (!job || !subscription) throw new Error('readBeforeWrite: a selection the job reader does not know');
  const params = sqlParams(2);
  const sql = `SELECT
  (SELECT ${subscription.sql} FROM "Subscription" s WHERE s."orgId" = $1 LIMIT 1) AS "subscription",
  (SELECT ${job.sql} FROM "Job" j WHERE j."id" = ${params.add(id)} AND j."orgId" = $1 AND ${jobScopeSql(user, params)}) AS "job",
  ${anySubscribedEndpointSql('$1', params.add([...events]))} AS "webhooks"`;
  const [row] = await tenantRows<{ subscription: unknown; job: unknown; webhooks: boolean }>(ctx.db, sql, ...params.values);
  subscription.convert(row.subscription);
  job.convert(row.job);
  return row as BeforeWrite<JobOf<{ select: S }>>;
}

/** How a written value is bound: its column's type, which an untyped parameter of a CTE's UPDATE must be told. */
function castOf(column: string): string {
  const field = datamodel.Job.fields.find((f) => f.name === column);
  if (!field || !(column in JOB.columns)) throw new Error(`writeJob: "${column}" is not a column of Job`);
  if (field.kind === 'enum') return `::${q(field.type)}`;
  return { DateTime: '::timestamp(3)', Int: '::int', Float: '::double precision', Boolean: '::boolean' }[field.type] ?? '';
}

/**
 * Change a job's own columns (`data`: column → value, undefined left out; `updatedAt` is set as Prisma sets it)
 * and answer it as `query` asks, in one statement: the answer is read from the UPDATE's own row, its relations
 * beside it. Undefined when no job of the organisation has this id; null when the selection is not this reader's
 * (the caller then writes and reads through Prisma). The caller has checked who may write what.
 */
export async function writeJob<Q extends JobQuery>(
  ctx: Context,
  id: string,
  data: Record<string, unknown>,
  query: Q,
): Promise<JobOf<Q> | undefined | null> {
  const user = requireUser(ctx);
  const c = compiledFor(query as Selection);
  if (!c) return null;
  const flag = c.fields.includes('$3') || c.joins.includes('$3');
  const params = sqlParams(flag ? 3 : 2);
  const values = { ...data, updatedAt: new Date() };
  const set = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([column, v]) => `${q(column)} = ${params.add(v instanceof Date ? v.toISOString() : v)}${castOf(column)}`);
  const sql = `WITH "written" AS (UPDATE "Job" SET ${set.join(', ')} WHERE "id" = ${params.add(id)} AND "orgId" = $1 RETURNING *)
SELECT ${c.fields.replaceAll('$3', '$2')}
FROM "written" j
${c.joins.replaceAll('$3', '$2')}`;
  const rows = await tenantRows<Record<string, unknown>>(
    ctx.db,
    sql,
    ...(flag ? [can({ user }, 'seeConfirmationTokens')] : []),
    ...params.values,
  );
  for (const row of rows) for (const f of c.convert) f(row);
  return rows[0] as JobOf<Q> | undefined;
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
