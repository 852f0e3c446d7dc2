import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { schema } from './schema.ts';

/** The innermost cause: executors may wrap an error in GraphQLErrors more than once. */
function rootCause(error: unknown): unknown {
  let e = error as { originalError?: unknown } | undefined;
  while (e && typeof e === 'object' && e.originalError) e = e.originalError as typeof e;
  return e;
}

/** Expected errors keep their message and code; anything else is masked (and logged by Yoga). */
function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const located = error as Partial<GraphQLError>;
  const where = { nodes: located.nodes, path: located.path };
  const cause = rootCause(error);
  if (cause instanceof AppError) {
    const { action, fieldErrors } = cause.details;
    return new GraphQLError(cause.message, {
      ...where,
      extensions: { code: cause.code, ...(action ? { action } : {}), ...(fieldErrors ? { fieldErrors } : {}) },
    });
  }
  // Parse, validation and input-coercion errors (a bad variable, a scalar that refuses its value) are the client's to read.
  if ((cause as Error | undefined)?.name === 'GraphQLError') {
    const e = cause as GraphQLError;
    return new GraphQLError(e.message, {
      ...where,
      nodes: e.nodes ?? where.nodes,
      extensions: { code: 'BAD_USER_INPUT', ...e.extensions },
    });
  }
  return new GraphQLError(isDev ? ((cause as Error)?.message ?? message) : message, {
    ...where,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Yoga's logger, minus expected failures (not found, validation …): those are answers, not incidents. */
const quietAboutExpectedErrors = {
  debug: () => {},
  info: () => {},
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => {
    if (args.some((a) => rootCause(a) instanceof AppError)) return;
    console.error(...args);
  },
};

export type ServerContext = { req: unknown; reply?: unknown };

export function createGraphQLServer(
  config: Config,
  makeContext: (server: ServerContext) => Promise<Context>,
): YogaServerInstance<ServerContext, Context> {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: (initial) => makeContext(initial as unknown as ServerContext),
    graphiql: config.NODE_ENV === 'development' ? { subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    maskedErrors: { maskError },
    logging: config.LOG_LEVEL === 'silent' ? false : quietAboutExpectedErrors,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: config.GRAPHQL_MAX_DEPTH },
        costLimit: { maxCost: config.GRAPHQL_MAX_COST },
        maxAliases: { n: 30 },
        maxDirectives: { n: 30 },
        maxTokens: { n: 5000 },
        blockFieldSuggestion: { enabled: config.NODE_ENV === 'production' },
      }),
    ],
  });
}
