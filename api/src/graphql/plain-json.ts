import type { FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionResult, type GraphQLError, getOperationAST, type OperationTypeNode } from 'graphql';
import { createLRUCache, type Plugin, processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { hasNul, type ServerContext } from './yoga.ts';

/** What the route sends: a status, headers and the body as text. */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Yoga's maskedErrors function, for an error thrown out of execution (as Yoga's handleError uses it). */
type MaskError = (error: unknown, message: string, isDev?: boolean) => Error;

// The common GraphQL request — a POST of `{ query, variables, operationName }` as JSON, asking for a JSON answer —
// answered through the same envelop (armor, masking, metrics, every plugin of the server) without Yoga's fetch-API
// adapter: no Request/Response objects, no body read twice, no header copying; and without parsing or validating
// again: only documents the server has already parsed and validated are answered here (validDocuments). Anything
// else — GET, multipart uploads, batches, persisted-query extensions, server-sent events, subscriptions, a document
// not seen yet or one that fails, a NUL — is left to Yoga, which answers it as always: a request declined here has
// had no effect yet (nothing executed). Errors in a result go through Yoga's own result processor.

type Params = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

/** A document that parsed and validated, with its operations' types by name. */
interface Known {
  document: DocumentNode;
  operations: Map<string | null | undefined, OperationTypeNode | undefined>;
}

/**
 * The documents the server parsed and validated without an error (every plugin's limits included), by their text:
 * learned by a plugin placed after every plugin that can refuse a document (armor, the introspection limit; Yoga's own
 * later ones only dress errors), reading the final validation result, so the plain path only ever executes what
 * Yoga's own parse and validate let through, and a document that fails is never kept (Yoga answers it each time).
 */
export function validDocuments(max = 1000) {
  const known = createLRUCache<Known>({ max });
  const sources = new WeakMap<DocumentNode, string>();
  const plugin: Plugin = {
    onParse: ({ params }) => {
      const source = params.source.toString();
      return ({ result }) => {
        if (result && !(result instanceof Error)) sources.set(result as DocumentNode, source);
      };
    },
    onValidate:
      ({ params }) =>
      ({ result }) => {
        const source = sources.get(params.documentAST);
        if (source !== undefined && result.length === 0 && !known.get(source))
          known.set(source, { document: params.documentAST, operations: new Map() });
      },
  };
  return { plugin, get: (query: string) => known.get(query) };
}
export type ValidDocuments = ReturnType<typeof validDocuments>;

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** The body as plain GraphQL parameters, or null when it is anything else (Yoga checks and answers those). */
function plainParams(body: unknown): Params | null {
  if (!isPlainObject(body)) return null;
  for (const key in body) if (!PARAM_NAMES.has(key) || (key === 'extensions' && body[key] != null)) return null;
  const { query, variables, operationName } = body;
  if (typeof query !== 'string') return null;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return body as Params;
}

// Yoga's result processors in its own order (server-sent events, multipart, then JSON), each with the media types it
// answers; the last one that matches the Accept header wins (graphql-yoga's use-result-processor.ts).
const PROCESSORS = [['text/event-stream'], ['multipart/mixed'], ['application/graphql-response+json', 'application/json']];
const JSON_PROCESSOR = 2;

const matches = (asked: string, offered: string) => {
  const [askedPre, askedSuf] = asked.split('/');
  const [pre, suf] = offered.split('/');
  return (pre === '*' || pre === askedPre) && (suf === '*' || suf === askedSuf);
};

/** The JSON media type Yoga would answer a single result with, or null when it would pick another processor. */
export function jsonMediaType(accept: string | undefined): string | null {
  const asked: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    if ((params.find((p) => p.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8') asked.push(type);
  }
  asked.reverse();
  let chosen: { processor: number; type: string } | null = null;
  for (const [processor, offered] of PROCESSORS.entries())
    for (const type of asked) for (const o of offered) if (matches(o, type)) chosen = { processor, type: o };
  return chosen?.processor === JSON_PROCESSOR ? chosen.type : null;
}

/**
 * `contextOf` is the request's Context, the one Yoga's context function gives: executed with it as it is, rather than
 * with Yoga's context (a copy of it with Yoga's Request and params added, which no resolver reads), the plain path
 * saves copying every field of the Context on each request.
 */
export function plainJsonGraphQL(
  yoga: YogaServerInstance<ServerContext, Context>,
  documents: ValidDocuments,
  maskError: MaskError,
  contextOf: (server: ServerContext) => Promise<Context>,
) {
  /** Accept header → the JSON media type Yoga would answer with (null: another processor's). */
  const mediaTypes = createLRUCache<{ type: string | null }>({ max: 100 });

  /**
   * The answer to the request, or null having done nothing (the caller hands the request to Yoga). `serverContext` is
   * what Yoga's context function receives.
   */
  return async function answer(req: FastifyRequest, serverContext: ServerContext): Promise<PlainAnswer | null> {
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return null;
    // A write sent with an Idempotency-Key (the offline outbox's) goes through Yoga, whose Request the idempotency
    // plugin reads the key from; such writes are not the hot path.
    if (req.headers['idempotency-key'] !== undefined) return null;
    const params = plainParams(req.body);
    if (!params || hasNul(params)) return null;
    const accept = req.headers.accept;
    let chosen = mediaTypes.get(accept ?? '');
    if (!chosen) {
      chosen = { type: jsonMediaType(accept) };
      mediaTypes.set(accept ?? '', chosen);
    }
    const mediaType = chosen.type;
    if (!mediaType) return null;

    const doc = documents.get(params.query);
    if (!doc) return null; // Yoga parses and validates it (and the plugin learns it if it is valid)
    let type = doc.operations.get(params.operationName);
    if (!doc.operations.has(params.operationName)) {
      type = getOperationAST(doc.document, params.operationName)?.operation;
      doc.operations.set(params.operationName, type);
    }
    if (type !== 'query' && type !== 'mutation') return null;

    let contextValue: Context;
    try {
      contextValue = await contextOf(serverContext);
    } catch {
      return null; // Yoga builds the same (memoised) context and answers its failure
    }
    const enveloped = yoga.getEnveloped({ ...serverContext, params });
    let result: ExecutionResult;
    try {
      result = (await enveloped.execute({
        schema: enveloped.schema,
        document: doc.document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      })) as ExecutionResult;
    } catch (error) {
      // As Yoga's handleError: masked, and logged when masking changed it.
      const masked = maskError(error, 'Unexpected error.', process.env.NODE_ENV === 'development');
      if (masked !== error) yoga.logger.error(error);
      result = { errors: [masked as GraphQLError] };
    }
    if (!result.errors?.length && !result.extensions) {
      return { status: 200, headers: { 'content-type': `${mediaType}; charset=utf-8` }, body: JSON.stringify(result) };
    }
    // Errors: Yoga's own result processor decides the status and strips internals, as it would have.
    const response = await processRegularResult(result, yoga.fetchAPI, mediaType);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: response.status, headers, body: await response.text() };
  };
}
