import { AsyncLocalStorage } from 'node:async_hooks';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, getOperationAST, Kind, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { type Ability, can } from '../domain/policy.ts';
import { AppError, forbidden } from '../errors.ts';
import { fingerprint } from '../http/idempotency/fingerprint.ts';
import { idempotencyKeyOf, idempotent, takesIdempotencyKeys } from '../http/idempotency/idempotent.ts';

// A mutation request (POST /graphql) with an `Idempotency-Key` header is applied once per key, as a REST write is
// (http/idempotency). What it answered is kept when it changed something: no GraphQL error and no typed AppError.

/** Set while a keyed mutation runs: did the errors plugin turn a failure into a typed AppError result? */
const typedErrors = new AsyncLocalStorage<{ failed: boolean }>();

/** The errors plugin's `onResolvedError`: a typed failure means nothing was applied, so its answer is not kept. */
export function noteTypedError() {
  const seen = typedErrors.getStore();
  if (seen) seen.failed = true;
}

type Scopes = { loggedIn?: boolean; can?: Ability; $any?: Scopes };

/** Does the caller still hold the root fields' scopes? A repeat is refused as the first request would be now. */
function stillAllowed(ctx: Context, schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  const fields = schema.getMutationType()?.getFields() ?? {};
  const holds = (s: Scopes | undefined): boolean => {
    if (!s) return true;
    if (s.$any) return (s.$any.loggedIn && !!ctx.user) || (!!s.$any.can && can(ctx, s.$any.can));
    return (!s.loggedIn || !!ctx.user) && (!s.can || can(ctx, s.can));
  };
  return (operation?.selectionSet.selections ?? []).every((selection) => {
    if (selection.kind !== Kind.FIELD) return true;
    const field = fields[selection.name.value];
    return holds((field?.extensions?.pothosOptions as { authScopes?: Scopes } | undefined)?.authScopes);
  });
}

const asGraphQLError = (e: AppError) => new GraphQLError(e.message, { extensions: { code: e.code, http: { status: e.status } } });

export const idempotentMutations: Plugin<Context & { request?: Request }> = {
  onExecute({ args, executeFn, setExecuteFn }) {
    const ctx = args.contextValue;
    const header = ctx.request?.headers.get('idempotency-key');
    if (header == null || !takesIdempotencyKeys(ctx)) return;
    if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
    setExecuteFn(async (execArgs) => {
      try {
        const answer = await idempotent(
          {
            ctx,
            key: idempotencyKeyOf(header) as string,
            fingerprint: () =>
              fingerprint('graphql', {
                document: print(args.document),
                operationName: args.operationName ?? null,
                variables: args.variableValues ?? {},
              }),
          },
          async () => {
            const seen = { failed: false };
            const result = (await typedErrors.run(seen, () => executeFn(execArgs))) as ExecutionResult;
            const kept = !seen.failed && !result.errors?.length;
            return { status: 200, body: kept ? JSON.parse(JSON.stringify(result)) : result, keep: kept };
          },
        );
        if (!answer.replayed) return answer.body as ExecutionResult;
        if (!stillAllowed(ctx, args.schema, args.document, args.operationName)) throw forbidden();
        const stored = answer.body as ExecutionResult;
        return { ...stored, extensions: { ...stored.extensions, idempotentReplayed: true } };
      } catch (e) {
        if (e instanceof AppError) return { errors: [asGraphQLError(e)] };
        throw e;
      }
    });
  },
};
