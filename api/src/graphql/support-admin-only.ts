import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { refuseStaffAction, staffLacks } from '../domain/support/refused-staff-action.ts';

/**
 * The options of an Admin Console field (support admins only). A support_staff account asking for it is refused as
 * before, and the attempt ("GraphQL mutation inviteSupportStaff") is written to the audit log first, as REST does
 * for its 'staffAdmin' routes.
 */
export const supportAdminOnly = {
  authScopes: { supportAdmin: true },
  unauthorizedResolver: async (_parent: unknown, _args: unknown, ctx: Context, info: GraphQLResolveInfo, error: Error): Promise<never> => {
    if (staffLacks(ctx, 'manageStaff')) await refuseStaffAction(ctx, `GraphQL ${info.operation.operation} ${info.fieldName}`);
    throw error;
  },
} as const;
