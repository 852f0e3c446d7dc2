import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { createFetch } from '@whatwg-node/fetch';
import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, PaymentRequired, serviceUnavailable } from '../errors.ts';
import { renderGraphiQL } from '../http/graphiql.ts';
import { containsNul, NUL_MESSAGE } from '../http/nul-bytes.ts';
import { uploadLimits } from '../http/upload-limits.ts';
import { idempotentMutations } from './idempotency.ts';
import { introspectionNestingLimit } from './introspection-nesting.ts';
import { schema } from './schema.ts';

/** The innermost cause: executors may wrap an error in GraphQLErrors more than once. */
function rootCause(error: unknown): unknown {
  let e = error as { originalError?: unknown } | undefined;
  while (e && typeof e === 'object' && e.originalError) e = e.originalError as typeof e;
  return e;
}

/** graphql-js's "Did you mean …?" hints, which spell out the schema to whoever guesses at it. */
const hideSuggestions = (message: string) => message.replace(/\s*Did you mean [^?]*\?/g, '');

/**
 * Expected errors keep their message and code; anything else is masked (and logged by Yoga). A database outage
 * answers 503 with Retry-After, as REST does. In production the schema hints are taken out of messages.
 */
export const errorMasker = (production: boolean) =>
  function maskError(error: unknown, message: string, isDev?: boolean): Error {
    const located = error as Partial<GraphQLError>;
    const where = { nodes: located.nodes, path: located.path };
    const cause = rootCause(error);
    const app =
      cause instanceof AppError
        ? cause
        : cause instanceof PaymentRequired
          ? cause.appError
          : isDatabaseUnavailable(cause)
            ? serviceUnavailable()
            : // Pothos's own checks of an argument (a connection's `first: -2`) are the client's input, not a fault.
              cause instanceof PothosValidationError
              ? new AppError('VALIDATION', cause.message)
              : null;
    if (app) {
      const { action, fieldErrors, retryAfterSeconds } = app.details;
      const http =
        app.code === 'SERVICE_UNAVAILABLE' ? { http: { status: 503, headers: { 'retry-after': String(retryAfterSeconds) } } } : {};
      return new GraphQLError(app.message, {
        ...where,
        extensions: { code: app.code, ...(action ? { action } : {}), ...(fieldErrors ? { fieldErrors } : {}), ...http },
      });
    }
    // Parse, validation and input-coercion errors (a bad variable, a scalar that refuses its value) are the client's to read.
    if ((cause as Error | undefined)?.name === 'GraphQLError') {
      const e = cause as GraphQLError;
      return new GraphQLError(production ? hideSuggestions(e.message) : e.message, {
        ...where,
        nodes: e.nodes ?? where.nodes,
        // A bad variable is the client's mistake: 400, as REST answers bad input (Yoga's default for it is 500).
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, ...e.extensions },
      });
    }
    return new GraphQLError(isDev ? ((cause as Error)?.message ?? message) : message, {
      ...where,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  };

/** A NUL anywhere in a GraphQL request (variables, multipart file names, string literals of the document): 400. */
export const nulRefusal = () => new GraphQLError(NUL_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
export const hasNul = (params: { query?: string; variables?: unknown; operationName?: string | null; extensions?: unknown }) =>
  containsNul(params) || /\\u0000/i.test(params.query ?? '');

const refuseNulBytes: Plugin = {
  onParams({ params }) {
    if (hasNul(params)) throw nulRefusal();
  },
};

/** Does the document ask for __schema or __type (anywhere, fragments included)? __typename is not introspection. */
function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
    },
  });
  return found;
}

/**
 * In production, introspection is for signed-in callers (members and support staff; their tools keep working):
 * an anonymous caller gets an error instead of the schema. The printed schema.graphql stays published.
 */
const introspectionForSignedInOnly: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    const ctx = args.contextValue;
    if (ctx.user || ctx.staff) return;
    if (!asksForSchema(args.document)) return;
    setResultAndStopExecution({
      errors: [new GraphQLError('Sign in to introspect the schema', { extensions: { code: 'UNAUTHENTICATED' } })],
    });
  },
};

/** Validation messages without schema hints (production, every caller: signed-in callers may introspect instead). */
const suggestionsHidden: Plugin = {
  onValidate:
    () =>
    ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((e) => new GraphQLError(hideSuggestions(e.message), { nodes: e.nodes, extensions: e.extensions })));
    },
};

/** Yoga's logger, minus expected failures (not found, validation …): those are answers, not incidents. */
const quietAboutExpectedErrors = {
  debug: () => {},
  info: () => {},
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => {
    if (args.some((a) => rootCause(a) instanceof AppError || rootCause(a) instanceof PaymentRequired)) return;
    console.error(...args);
  },
};

export type ServerContext = { req: unknown; reply?: unknown };

export function createGraphQLServer(
  config: Config,
  makeContext: (server: ServerContext) => Promise<Context>,
  /** The app's own additions (its metrics). */
  extraPlugins: Plugin[] = [],
): YogaServerInstance<ServerContext, Context> {
  const production = config.NODE_ENV === 'production';
  return createYoga<ServerContext, Context>({
    schema,
    // CORS is decided once for every route (http/cross-origin.ts): only ALLOWED_ORIGINS get credentialed CORS.
    cors: false,
    // Multipart requests are streamed against the upload limits: photo count, size of each, text fields.
    fetchAPI: createFetch({ formDataLimits: uploadLimits(config).graphql }),
    graphqlEndpoint: '/graphql',
    context: (initial) => makeContext(initial as unknown as ServerContext),
    // GraphiQL: in development for everyone; elsewhere for signed-in callers (members and support staff, the same
    // check introspection makes), so an integrator explores the schema they may query. Others get plain GraphQL.
    graphiql: async (_request, server) => {
      if (config.NODE_ENV === 'development') return { subscriptionsProtocol: 'WS' };
      const ctx = await makeContext(server as ServerContext);
      return ctx.user || ctx.staff ? { subscriptionsProtocol: 'WS' } : false;
    },
    // The page loads its editor from our origin (http/graphiql.ts), not from unpkg.
    renderGraphiQL,
    landingPage: false,
    maskedErrors: { maskError: errorMasker(production) },
    logging: config.LOG_LEVEL === 'silent' ? false : quietAboutExpectedErrors,
    plugins: [
      EnvelopArmorPlugin({
        // __schema is let through the depth limit, so GraphiQL's standard introspection query runs; what makes
        // introspection costly (lists in lists) is limited by introspectionNestingLimit instead. In production only
        // signed-in callers may introspect at all (introspectionForSignedInOnly); anonymous ones read schema.graphql.
        maxDepth: { n: config.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true },
        costLimit: { maxCost: config.GRAPHQL_MAX_COST },
        maxAliases: { n: 30 },
        maxDirectives: { n: 30 },
        maxTokens: { n: 5000 },
        blockFieldSuggestion: { enabled: false },
      }),
      refuseNulBytes,
      introspectionNestingLimit,
      idempotentMutations,
      ...(production ? [introspectionForSignedInOnly, suggestionsHidden] : []),
      ...extraPlugins,
    ],
  });
}
