import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { type Ability, sessionsFor } from '../domain/policy.ts';
import { refuseStaffAction, staffLacks } from '../domain/support/refused-staff-action.ts';

// A support staff member refused a field whose `can` scope names an ability staff can hold (the Admin Console) is
// written to the audit log before the refusal ("GraphQL mutation inviteSupportStaff"), as REST records its routes
// (rest/router.ts): every such field gets it from its scope, none asks for it.

function abilityOf(authScopes: unknown): Ability | undefined {
  return authScopes && typeof authScopes === 'object' && 'can' in authScopes ? (authScopes as { can: Ability }).can : undefined;
}

const auditedRefusal =
  (ability: Ability) =>
  async (_parent: unknown, _args: unknown, ctx: Context, info: GraphQLResolveInfo, error: Error): Promise<never> => {
    if (staffLacks(ctx, ability)) await refuseStaffAction(ctx, `GraphQL ${info.operation.operation} ${info.fieldName}`);
    throw error;
  };

export class StaffRefusalsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const options = fieldConfig.pothosOptions as { authScopes?: unknown; unauthorizedResolver?: unknown };
    const ability = abilityOf(options.authScopes);
    if (!ability || options.unauthorizedResolver || !sessionsFor(ability).includes('staff')) return fieldConfig;
    return {
      ...fieldConfig,
      pothosOptions: { ...fieldConfig.pothosOptions, unauthorizedResolver: auditedRefusal(ability) },
    } as typeof fieldConfig;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      staffRefusals: StaffRefusalsPlugin<Types>;
    }
  }
}

/** The plugin's name, for the builder's `plugins` list. */
export const StaffRefusals = 'staffRefusals' as const;
SchemaBuilder.registerPlugin(StaffRefusals, StaffRefusalsPlugin);
