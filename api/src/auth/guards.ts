import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { StaffViewer, UserViewer } from './viewer.ts';

interface HasViewers {
  user: UserViewer | null;
  staff: StaffViewer | null;
}

/** The kinds of session a caller signs in with: a member's (the platform owner's too) or support staff's. */
export type SessionKind = 'member' | 'staff';

const hasSession = (ctx: HasViewers, kind: SessionKind) => (kind === 'member' ? !!ctx.user : !!ctx.staff);

/**
 * How a caller is refused, the same on every transport. A caller without any kind of session a call needs —
 * nobody, support staff on a member's call, a member on a support call — is UNAUTHENTICATED (401); a caller
 * with one but without the ability is FORBIDDEN (403).
 */
export function refusal(ctx: HasViewers, needs: readonly SessionKind[]): AppError {
  if (needs.some((kind) => hasSession(ctx, kind))) return forbidden();
  return needs.includes('member') ? unauthenticated() : new AppError('UNAUTHENTICATED', 'Support sign-in required');
}

export function requireUser(ctx: HasViewers): UserViewer {
  if (!ctx.user) throw refusal(ctx, ['member']);
  return ctx.user;
}

/** The signed-in support-staff member, whatever their role (their own account and live streams). */
export function requireStaff(ctx: HasViewers): StaffViewer {
  if (!ctx.staff) throw refusal(ctx, ['staff']);
  return ctx.staff;
}
