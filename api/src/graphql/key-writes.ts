import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../context.ts';
import { watchingWrites } from '../db/writes-seen.ts';
import { recordKeyWrite } from '../domain/api-keys/record-key-write.ts';

// A mutation field an API key called is written to the audit log as the key's write ("mutation createCustomer") once
// it has succeeded having changed a row of its organisation (db/writes-seen.ts) — never when it is refused (a throw,
// or an error it returns), nor when it changed nothing (an ensure that found its record, a status set to what it
// was). The plugin is the builder's last, so it wraps the resolver innermost: an error the domain throws passes it
// before the errors plugin turns it into the typed AppError answer, and a refused auth scope never reaches it. REST
// records its routes the same way (rest/router.ts, after the handler returned). Every mutation field gets it here.

const recordedWhenWritten =
  (fieldName: string, resolve: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> =>
  async (parent, args, ctx, info) => {
    if (!ctx.user?.apiKey) return resolve(parent, args, ctx, info);
    const { result, wrote } = await watchingWrites(async () => resolve(parent, args, ctx, info));
    if (wrote && !(result instanceof Error)) await recordKeyWrite(ctx, `mutation ${fieldName}`);
    return result;
  };

export class KeyWritesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.parentType !== 'Mutation') return resolver;
    return recordedWhenWritten(fieldConfig.name, resolver as never) as never;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      keyWrites: KeyWritesPlugin<Types>;
    }
  }
}

/** The plugin's name, for the builder's `plugins` list. */
export const KeyWrites = 'keyWrites' as const;
SchemaBuilder.registerPlugin(KeyWrites, KeyWritesPlugin);
