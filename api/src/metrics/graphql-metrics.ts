import { type DocumentNode, getOperationAST } from 'graphql';
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
  // A document's labels by operation name, worked out on its first execution (documents are cached and reused).
  const labelsOf = new WeakMap<DocumentNode, Map<string | null | undefined, { operation: string; type: string }>>();
  const labelsFor = (document: DocumentNode, operationName?: string | null) => {
    let byName = labelsOf.get(document);
    if (!byName) {
      byName = new Map();
      labelsOf.set(document, byName);
    }
    let labels = byName.get(operationName);
    if (!labels) {
      const operation = getOperationAST(document, operationName);
      labels = { operation: label(operation?.name?.value), type: operation?.operation ?? 'unknown' };
      byName.set(operationName, labels);
    }
    return labels;
  };
  const timed = (args: { document: DocumentNode; operationName?: string | null }) => {
    const labels = labelsFor(args.document, args.operationName);
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
