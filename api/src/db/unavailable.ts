// Is this failure the database being out of reach (down, restarting, network gone, pool exhausted) rather than
// something wrong with the request? Such a failure is transient: the API answers 503 with Retry-After, not 500.

/** Prisma's codes for an unreachable or overloaded server. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/** Driver adapter error kinds (adapter-pg, PGlite) for the same. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TlsConnectionError']);
/** PostgreSQL SQLSTATEs: connection exceptions (08…), shutdown and crash (57P01–57P03), too many connections. */
const SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** Node socket errors. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * node-postgres says these without a code; so does Prisma when a transaction outlived its time limit because the
 * server (or this process) was too slow to answer — an overload that passes, not a fault in the request.
 */
const MESSAGES =
  /Connection terminated|Can't reach database server|timeout exceeded when trying to connect|Client has encountered a connection error|cannot be executed on an expired transaction|Unable to start a transaction in the given time/i;

type Failure = {
  name?: unknown;
  code?: unknown;
  errorCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/**
 * Only failures that came out of the database's client count: a payment provider's ECONNREFUSED is not ours.
 * Prisma passes some driver errors on as they are, marked with its `clientVersion` (a pool that could not hand out a
 * connection in time when a transaction starts). Others it passes on unmarked: node-postgres's plain
 * `Error('Connection terminated unexpectedly')` when the server goes away under an interactive transaction (the
 * adapter rethrows errors it cannot classify), so node-postgres's own errors are known by where they were made.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as (Failure & { clientVersion?: unknown; stack?: unknown }) | null;
  const fromPrisma =
    (typeof e?.name === 'string' && (e.name.startsWith('PrismaClient') || e.name === 'DriverAdapterError')) ||
    typeof e?.clientVersion === 'string';
  return (fromPrisma || madeByNodePostgres(e?.stack)) && showsOutage(error);
}

/** node-postgres (`pg`, `pg-pool`) made this error: its first stack frame is in one of their files. */
const NODE_POSTGRES_FRAME = /^\s+at .*[/\\]node_modules[/\\](pg|pg-pool)[/\\]/;

function madeByNodePostgres(stack: unknown): boolean {
  if (typeof stack !== 'string') return false;
  const firstFrame = stack.split('\n').find((line) => /^\s+at /.test(line));
  return firstFrame !== undefined && NODE_POSTGRES_FRAME.test(firstFrame);
}

function showsOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const e = error as Failure;
  for (const code of [e.code, e.errorCode]) {
    if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  }
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  return showsOutage(e.meta?.driverAdapterError, depth + 1) || showsOutage(e.cause, depth + 1);
}
