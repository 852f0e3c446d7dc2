import type { UserRole } from '../db/generated/enums.ts';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { StaffViewer, UserViewer } from './viewer.ts';

interface HasViewers {
  user: UserViewer | null;
  staff: StaffViewer | null;
}

export function requireUser(ctx: HasViewers): UserViewer {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** The roles of the organisation allowed to do something; everyone else gets 403. */
export function requireRole(ctx: HasViewers, roles: readonly UserRole[]): UserViewer {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

export const OFFICE_ROLES = ['admin', 'manager'] as const satisfies readonly UserRole[];

export function requireStaff(ctx: HasViewers, opts: { admin?: boolean } = {}): StaffViewer {
  if (!ctx.staff) throw new AppError('UNAUTHENTICATED', 'Support sign-in required');
  if (opts.admin && ctx.staff.role !== 'support_admin') throw forbidden();
  return ctx.staff;
}

export function requireOwner(ctx: HasViewers): UserViewer {
  const user = requireUser(ctx);
  if (!user.isOwner) throw forbidden();
  return user;
}
