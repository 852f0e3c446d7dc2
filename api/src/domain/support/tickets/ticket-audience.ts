import { requireUser } from '../../../auth/guards.ts';
import type { StaffViewer, UserViewer } from '../../../auth/viewer.ts';
import type { Context } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { supportScope } from '../../../db/cross-organisation.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { unauthenticated } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';

// Who reads and writes tickets, and through which client. A business member works their organisation's tickets
// through the tenant client (every ticket query gets their orgId) and never sees an internal note; support staff
// work every organisation's tickets through the support scope (db/cross-organisation.ts), internal notes included.

export type TicketAudience = { kind: 'member'; user: UserViewer; db: Db } | { kind: 'staff'; staff: StaffViewer; db: Db };

/** A business member (any role): their organisation's tickets. */
export function memberAudience(ctx: Context): TicketAudience {
  return { kind: 'member', user: requireUser(ctx), db: ctx.db };
}

/** Support staff who may work tickets (the policy's `workTickets`: both roles): every organisation's tickets. */
export function staffAudience(ctx: Context): TicketAudience {
  const staff = requireAbility(ctx, 'workTickets');
  return { kind: 'staff', staff, db: supportScope(ctx) };
}

/**
 * The REST paths both portals call (GET /api/support-tickets, /{id}, PATCH, messages): a request with a member's
 * session is answered for the member (their organisation, no internal notes); a request with only a support
 * session, for staff. So a staff session never acts as a business user, and a browser holding both cookies still
 * sees the main app as its member.
 */
export function requestAudience(ctx: Context): TicketAudience {
  if (ctx.user) return memberAudience(ctx);
  if (ctx.staff) return staffAudience(ctx);
  throw unauthenticated();
}

/** The messages an audience may read: staff all of them, members never an internal note. */
export const visibleMessages = (audience: TicketAudience): Prisma.TicketMessageWhereInput =>
  audience.kind === 'staff' ? {} : { isInternal: false };
