import { errorStatus } from '../../src/errors.ts';
import { CSRF_HEADER } from '../../src/http/origins.ts';
import type { TestApp } from '../harness.ts';

// How the parity test calls each transport and reads an answer as one comparable outcome.

/** What a caller got: the success (seeing the target organisation's data, or `none` of it), or a denial by code. */
export type Outcome = 'ok' | 'none' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | (string & {});

export interface Upload {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface Answer {
  outcome: Outcome;
  /** The REST body, or the GraphQL root field's value. */
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by path
  value: any;
  raw: unknown;
}

// A status shared by several codes reads as the general one; the specific ones (TAX_DETAILS_REQUIRED) carry `code`.
const codeOfStatus = Object.fromEntries(
  Object.entries(errorStatus)
    .filter(
      ([code]) => !['BAD_REQUEST', 'TRIAL_EXPIRED', 'QUOTA_EXCEEDED', 'TAX_DETAILS_REQUIRED', 'IDEMPOTENCY_KEY_IN_FLIGHT'].includes(code),
    )
    .map(([code, status]) => [status, code]),
) as Record<number, string>;

/** Every `id` in an answer, at any depth. */
function ids(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) ids(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string') into.add(v);
      else ids(v, into);
    }
  }
  return into;
}

const success = (value: unknown, sees: string | undefined): Outcome => (sees === undefined || ids(value).has(sees) ? 'ok' : 'none');

function multipart(parts: { name: string; body: string | Buffer; file?: Omit<Upload, 'field' | 'bytes'> }[]) {
  const boundary = '----spanner-parity';
  const payload = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.file ? `; filename="${p.file.filename}"\r\nContent-Type: ${p.file.contentType}` : ''}\r\n\r\n`,
      ),
      Buffer.from(p.body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function inject(
  t: TestApp,
  method: string,
  url: string,
  cookie: string | undefined,
  body?: { payload: string | Buffer; contentType: string },
) {
  const res = await t.app.app.inject({
    method: method as 'GET',
    url,
    headers: {
      // Every call carries the CSRF header, as the web app's do; cross-origin.test.ts covers calls without it.
      [CSRF_HEADER]: '1',
      // An API key's persona sends its key instead of a cookie.
      ...(cookie?.startsWith('Bearer ') ? { authorization: cookie } : cookie ? { cookie } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = res.body;
  }
  return { status: res.statusCode, json, cookies: res.cookies as { name: string; value: string }[] };
}

export interface RestRequest {
  method: string;
  url: string;
  body?: unknown;
  file?: Upload;
}

export async function callRest(t: TestApp, cookie: string | undefined, req: RestRequest, sees?: string): Promise<Answer> {
  const body = req.file
    ? multipart([{ name: req.file.field, body: req.file.bytes, file: req.file }])
    : req.body !== undefined
      ? { payload: JSON.stringify(req.body), contentType: 'application/json' }
      : undefined;
  const res = await inject(t, req.method, req.url, cookie, body);
  const value = res.json;
  if (res.status < 300) return { outcome: success(value, sees), value, raw: value };
  const code = (value as { code?: string } | undefined)?.code ?? codeOfStatus[res.status] ?? `HTTP ${res.status}`;
  return { outcome: code, value: undefined, raw: value };
}

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  /** Uploaded through a GraphQL multipart request into this variable. */
  files?: { variable: string; list?: boolean; upload: Upload };
  /** How a null root field reads (fields that answer null rather than an error to the wrong caller). */
  nullIs?: Outcome;
}

export async function callGraphql(t: TestApp, cookie: string | undefined, req: GraphqlRequest, sees?: string): Promise<Answer> {
  const operations = JSON.stringify({ query: req.query, variables: req.variables });
  let body: { payload: string | Buffer; contentType: string };
  if (req.files) {
    const { variable, list, upload } = req.files;
    body = multipart([
      { name: 'operations', body: operations },
      { name: 'map', body: JSON.stringify({ 0: [`variables.${variable}${list ? '.0' : ''}`] }) },
      { name: '0', body: upload.bytes, file: upload },
    ]);
  } else body = { payload: operations, contentType: 'application/json' };
  const res = await inject(t, 'POST', '/graphql', cookie, body);
  const json = res.json as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
  };
  const value = json.data ? Object.values(json.data)[0] : undefined;
  if (value !== null && value !== undefined) {
    const code = (value as { code?: unknown }).code;
    if (typeof code === 'string') return { outcome: code, value: undefined, raw: json };
    return { outcome: success(value, sees), value, raw: json };
  }
  const rootError = json.errors?.find((e) => !e.path || e.path.length === 1) ?? json.errors?.[0];
  if (rootError) return { outcome: rootError.extensions?.code ?? `GraphQL: ${rootError.message}`, value: undefined, raw: json };
  return { outcome: req.nullIs ?? 'null', value: undefined, raw: json };
}

/** A value at a dotted path ("org.bsb"), or undefined. */
export function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}
