import type { UserRole } from '../db/generated/enums.ts';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { StaffViewer, UserViewer } from './viewer.ts';

interface HasViewers {
  user: UserViewer | null;
  staff: StaffViewer | null;
}

/**
 * How a caller is refused, the same on every transport. A caller without the kind of session a call needs —
 * nobody, support staff on a member's call, a member on a support call — is UNAUTHENTICATED (401); a caller
 * with it but without the role or ability is FORBIDDEN (403).
 */
export function refusal(ctx: HasViewers, needs: 'member' | 'staff'): AppError {
  if (needs === 'member' && !ctx.user) return unauthenticated();
  if (needs === 'staff' && !ctx.staff) return new AppError('UNAUTHENTICATED', 'Support sign-in required');
  return forbidden();
}

export function requireUser(ctx: HasViewers): UserViewer {
  if (!ctx.user) throw refusal(ctx, 'member');
  return ctx.user;
}

/** The roles of the organisation allowed to do something; everyone else gets 403. */
export function requireRole(ctx: HasViewers, roles: readonly UserRole[]): UserViewer {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw refusal(ctx, 'member');
  return user;
}

export const OFFICE_ROLES = ['admin', 'manager'] as const satisfies readonly UserRole[];

export function requireStaff(ctx: HasViewers, opts: { admin?: boolean } = {}): StaffViewer {
  if (!ctx.staff || (opts.admin && ctx.staff.role !== 'support_admin')) throw refusal(ctx, 'staff');
  return ctx.staff;
}

export function requireOwner(ctx: HasViewers): UserViewer {
  const user = requireUser(ctx);
  if (!user.isOwner) throw refusal(ctx, 'member');
  return user;
}
