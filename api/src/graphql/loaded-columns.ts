import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';

// A column a row already holds is answered from the row. The prisma plugin wraps each exposed column of a model read
// by selection (User, whose rows are never read whole) in a look-up of the plan that loaded the row, so it can load
// the column when the plan did not: per row and per field, a month view's 126 jobs' technicians made 750 of them,
// half of the plugin's cost in that request. A column present on the row (null included) was loaded, whichever plan
// loaded it; only an absent one needs the look-up, and still gets it. Placed before the prisma plugin in the
// builder's list, so it wraps that plugin's resolver; scope-auth stays outside it.

export class LoadedColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const column = fieldConfig.extensions?.pothosExposedField;
    if (fieldConfig.kind !== 'PrismaObject' || typeof column !== 'string' || !fieldConfig.extensions?.pothosPrismaSelect) return resolver;
    return (parent, args, ctx, info) => {
      const value = (parent as Record<string, unknown>)[column];
      return value !== undefined ? value : resolver(parent, args, ctx, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      loadedColumns: LoadedColumnsPlugin<Types>;
    }
  }
}

/** The plugin's name, for the builder's `plugins` list. */
export const LoadedColumns = 'loadedColumns' as const;
SchemaBuilder.registerPlugin(LoadedColumns, LoadedColumnsPlugin);
