import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../context.ts';
import { requireWriteRights } from '../domain/policy.ts';

// Every mutation may write, so every mutation first asks the policy whether its caller may write at all
// (domain/policy.ts requireWriteRights: a read-only API key may not). The plugin sits right after scope auth and
// outside the errors plugin, so the refusal reaches the client as a scope refusal does (a top-level FORBIDDEN),
// before the resolver runs a statement. REST asks the same of every route but GET (rest/router.ts).

export class WriteRightsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.parentType !== 'Mutation') return resolver;
    return (parent, args, ctx, info) => {
      requireWriteRights(ctx as Context);
      return resolver(parent, args, ctx, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      writeRights: WriteRightsPlugin<Types>;
    }
  }
}

/** The plugin's name, for the builder's `plugins` list. */
export const WriteRights = 'writeRights' as const;
SchemaBuilder.registerPlugin(WriteRights, WriteRightsPlugin);
