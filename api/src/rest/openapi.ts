import { z } from 'zod';
import { keyActingRole } from '../auth/api-keys.ts';
import { API_KEY_ROLES } from '../domain/api-keys/schemas.ts';
import { can, holdersOf } from '../domain/policy.ts';
import { userJson } from '../views/account.views.ts';
import { customerJson } from '../views/customers.views.ts';
import { lineJson } from '../views/documents.views.ts';
import { equipmentJson } from '../views/equipment.views.ts';
import { invoiceJson } from '../views/invoices.views.ts';
import { completedJobJson, hoursJson, jobJson, noteJson, partJson, photoJson } from '../views/jobs.views.ts';
import { memberJson } from '../views/members.views.ts';
import { quoteJson } from '../views/quotes.views.ts';
import { ticketJson, messageJson as ticketMessageJson } from '../views/support-tickets.views.ts';
import type { BoundRoute, RouteContract } from './contract.ts';

const statusText: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  429: 'Too many requests',
};

/** The objects many routes answer with, named once under components.schemas and referred to from each route. */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  Job: jobJson,
  CompletedJob: completedJobJson,
  JobNote: noteJson,
  JobHours: hoursJson,
  JobPart: partJson,
  JobPhoto: photoJson,
  Customer: customerJson,
  Equipment: equipmentJson,
  Quote: quoteJson,
  Invoice: invoiceJson,
  DocumentLine: lineJson,
  Ticket: ticketJson,
  TicketMessage: ticketMessageJson,
  User: userJson,
  Member: memberJson,
};

const ERROR_SCHEMAS = {
  Error: {
    type: 'object',
    description: 'Every failure: a message a person can read, and for invalid input the message of each field.',
    properties: {
      error: { type: 'string' },
      fieldErrors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → what is wrong with it' },
    },
    required: ['error'],
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A JSON Schema keeps what a client needs: a date is an ISO 8601 string on the wire, and a record keyed by a fixed
 * set of names is an object with those properties (every one present).
 */
function override({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const def = (zodSchema as { _zod: { def: { type: string } } })._zod.def;
  if (def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  const names = (jsonSchema.propertyNames as { enum?: string[] } | undefined)?.enum;
  if (def.type === 'record' && names && jsonSchema.additionalProperties) {
    jsonSchema.properties = Object.fromEntries(names.map((n) => [n, jsonSchema.additionalProperties]));
    jsonSchema.additionalProperties = false;
    delete jsonSchema.propertyNames;
  }
}

/**
 * JSON Schemas of many zod schemas in one pass, in the request (input) or answer (output) form: a named schema met
 * anywhere becomes a $ref to components.schemas.
 */
function jsonSchemas(schemas: z.ZodType[], io: 'input' | 'output', named: Record<string, z.ZodType>) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const ids = new Map<z.ZodType, string>();
  for (const schema of schemas) {
    if (registry.has(schema) || ids.has(schema)) continue;
    const id = `_${ids.size}`;
    ids.set(schema, id);
    registry.add(schema, { id });
  }
  const out = z.toJSONSchema(registry, { io, unrepresentable: 'any', override, uri: (id) => ref(id).$ref }).schemas as Record<
    string,
    Record<string, unknown>
  >;
  if (out.__shared) throw new Error('A REST schema refers to itself: name it in NAMED_SCHEMAS');
  // A part of one route's schema that is another route's whole schema is written inline again: only named schemas
  // are components.
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== 'object') return value;
    const target = (value as { $ref?: string }).$ref?.match(/^#\/components\/schemas\/(_\d+)$/)?.[1];
    if (target) return clean(out[target]);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v)]));
  };
  const clean = (s: Record<string, unknown>): Record<string, unknown> => {
    const { $schema: _s, $id: _i, ...rest } = s;
    return inline(rest) as Record<string, unknown>;
  };
  return {
    components: Object.fromEntries(Object.keys(named).map((id) => [id, clean(out[id])])),
    of: (schema: z.ZodType) => {
      const id = ids.get(schema);
      return id ? clean(out[id]) : ref(registry.get(schema)!.id);
    },
  };
}

/** A stable, unique name for an operation, from its method and path: GET /api/jobs/{id}/notes → getJobsByIdNotes. */
export function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/);
      const word = param ? `by-${param[1]}` : segment;
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/** A body that may also come as multipart/form-data: its JSON fields as text, then its files, each in a part of its own. */
function formContent(form: NonNullable<RouteContract['form']>) {
  const fields = Object.fromEntries(
    form.jsonFields.map((f) => [f, { type: 'string', description: 'JSON, as in the application/json body' }]),
  );
  const schema = { type: 'object', properties: fields, additionalProperties: { type: 'string', format: 'binary' } };
  return { 'multipart/form-data': { schema } };
}

function security(c: RouteContract) {
  if (c.access === 'public') return [];
  if (typeof c.access === 'string' && c.access.startsWith('staff')) return [{ supportCookie: [] }];
  if (c.access === 'userOrStaff') return [{ cookie: [] }, { bearer: [] }, { supportCookie: [] }];
  return [{ cookie: [] }, { bearer: [] }];
}

function errorResponses(c: RouteContract) {
  const statuses = [
    400,
    ...(c.access === 'public' ? [] : [401, 403]),
    ...(c.path.includes('{') ? [404] : []),
    ...(c.path.includes('/login') ? [429] : []),
  ];
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      {
        description: statusText[s],
        ...(s === 429
          ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: ref('Error') } },
      },
    ]),
  );
}

/** Each kind of API key at the most it may act as (a manager-like key acting for an admin is still a manager). */
const KEY_CALLERS = API_KEY_ROLES.map((role) => ({ user: { role: keyActingRole(role, 'admin'), apiKey: { role } } }));

/**
 * Whether an integrator's API key may call a route: any member's route, or one whose ability some key holds in the
 * policy table. Public routes (a customer's links, the public site, signing in, providers' callbacks), support
 * staff's and the platform owner's are not an integrator's, so the public reference leaves them out.
 */
export function integratorMayCall(c: RouteContract): boolean {
  if (c.access === 'public') return false;
  if (c.access === 'user' || c.access === 'userOrStaff') return true;
  const { can: ability } = c.access;
  return KEY_CALLERS.some((caller) => can(caller, ability));
}

/**
 * The OpenAPI 3.1 document of the REST routes an integrator's API key may call (integratorMayCall), generated from the
 * same contracts the router serves. `listed` picks other routes: the web's types (api/scripts/rest-types.ts) list all.
 */
export function buildOpenApi(routes: BoundRoute[], serverUrl: string, listed: (c: RouteContract) => boolean = integratorMayCall) {
  const contracts = routes.map((r) => r.contract).filter(listed);
  const inputs = jsonSchemas(
    contracts.flatMap((c) => [c.body, c.query].filter((s): s is z.ZodType => !!s)),
    'input',
    {},
  );
  const outputs = jsonSchemas(
    contracts.map((c) => c.response),
    'output',
    NAMED_SCHEMAS,
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of contracts) {
    const params = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const queryProperties = (c.query ? (inputs.of(c.query) as { properties?: Record<string, unknown> }).properties : {}) ?? {};
    const query = Object.entries(queryProperties).map(([name, schema]) => ({ name, in: 'query', schema }));
    const body = c.file
      ? {
          required: true,
          content: {
            'multipart/form-data': { schema: { type: 'object', properties: { [c.file.field]: { type: 'string', format: 'binary' } } } },
          },
        }
      : c.body
        ? { required: true, content: { 'application/json': { schema: inputs.of(c.body) }, ...(c.form ? formContent(c.form) : {}) } }
        : undefined;
    paths[c.path] ??= {};
    paths[c.path][c.method.toLowerCase()] = {
      operationId: operationId(c.method, c.path),
      summary: c.summary,
      tags: [tagOf(c.path)],
      'x-roles': typeof c.access === 'string' ? c.access : holdersOf(c.access.can),
      ...(typeof c.access === 'object' ? { 'x-ability': c.access.can } : {}),
      security: security(c),
      parameters: [...params, ...query],
      ...(body ? { requestBody: body } : {}),
      responses: {
        [c.status ?? 200]: {
          description: 'OK',
          content: c.responseType
            ? { [c.responseType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: outputs.of(c.response) } },
        },
        ...errorResponses(c),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Spanner REST API',
      version: '1.0.0',
      description:
        "The /api routes an integrator's API key may call, generated from the contracts the server serves. The GraphQL API at /graphql covers the same ground; see /developers.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'This Spanner server' }],
    tags: [...new Set(contracts.map((c) => tagOf(c.path)))]
      .sort()
      .map((name) => ({ name, description: TAGS[name] ?? `The ${name} routes` })),
    components: {
      schemas: { ...outputs.components, ...ERROR_SCHEMAS },
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'spanner_session', description: 'The session cookie of a signed-in browser' },
        bearer: { type: 'http', scheme: 'bearer', description: 'An API key (spk_…), made by an admin in Settings → Integrations' },
        supportCookie: { type: 'apiKey', in: 'cookie', name: 'spanner_support_session', description: 'A support staff session' },
      },
    },
    paths,
  };
}

/** What each area of the API is for (the tags that group operations). */
const TAGS: Record<string, string> = {
  auth: 'Register, sign in and out, tokens, invitations and password changes',
  me: 'The signed-in member: profile, organisation and password',
  subscriptions: "The organisation's plan: status, checkout, cancel and resubscribe",
  usage: 'SMS and email credits: meters, packs and history',
  files: 'Stored images: avatars and blog covers',
  customers: 'Customers, their jobs and CSV import',
  equipment: "Customers' equipment, its jobs and CSV import",
  jobs: 'Jobs: the list, the schedule, notes, hours, parts, photos, completion and completed jobs',
  schedule: 'The month view of the schedule',
  members: "The organisation's members and their roles",
  'item-presets': 'The price list: items reused on jobs, quotes and invoices',
  public: "Pages a business's customers open from a link: booking confirmations, quotes, the blog",
  webhooks: 'Incoming notifications from payment and SMS providers (not for integrators to call)',
  messages: 'SMS and email sent to customers',
  messaging: 'Appointment reminder settings',
  quotes: 'Quotes: drafts, sending, acceptance and PDFs',
  invoices: 'Invoices: drafts, sending, payment and PDFs',
  'support-tickets': 'Support tickets to the Spanner team',
  'support-admin': 'Support staff administration (Spanner staff only)',
  tiktok: 'Advertising conversion events from the public site',
  admin: 'The platform owner: organisations, support and blog (Spanner staff only)',
  'ai-support': 'The AI assistant: chat, confirming its drafts, and usage',
};

/** The area a path belongs to (its first segment after /api), which groups operations in renderers and clients. */
function tagOf(path: string): string {
  const [first] = path.replace(/^\/(support\/)?api\//, '').split('/');
  return first.replace(/\{.*\}/, '') || 'api';
}
