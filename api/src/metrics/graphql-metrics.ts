import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.ts';

/** Distinct operation names kept as labels; any further name counts as `other` (names are the client's to choose). */
const MAX_OPERATION_NAMES = 300;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;

/**
 * Each GraphQL operation executed (over HTTP and graphql-ws, which run through the same envelop), timed by its
 * operation name and type, and counted as an error when its result carries errors. A subscription is timed until
 * its stream is set up.
 */
export function graphqlMetrics(metrics: Metrics): Plugin {
  const names = new Set<string>();
  const label = (name: string | undefined) => {
    if (!name) return 'anonymous';
    if (names.has(name)) return name;
    if (!NAME.test(name) || names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };
  const timed = (args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null }) => {
    const operation = getOperationAST(args.document, args.operationName);
    const labels = { operation: label(operation?.name?.value), type: operation?.operation ?? 'unknown' };
    const end = metrics.graphqlOperations.startTimer(labels);
    return (result: unknown) => {
      end();
      if (result && typeof result === 'object' && 'errors' in result && (result as { errors?: unknown[] }).errors?.length) {
        metrics.graphqlErrors.inc(labels);
      }
    };
  };
  return {
    onExecute({ args }) {
      const done = timed(args);
      return { onExecuteDone: ({ result }) => done(result) };
    },
    onSubscribe({ args }) {
      const done = timed(args);
      return { onSubscribeResult: ({ result }) => done(result) };
    },
  };
}
