import { hashPassword } from '../../../auth/password.ts';
import { startedSessionCookie } from '../../../auth/session-cookie.ts';
import { createSupportSession, endSupportSession } from '../../../auth/support-sessions.ts';
import { type Context, SUPPORT_COOKIE } from '../../../context.ts';
import { bySecret } from '../../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { recordAudit } from '../audit.ts';
import { STAFF_INVITE_USED, usableStaffInvite } from './get-staff-invite.ts';
import { STAFF_EMAIL_TAKEN } from './invite-staff.ts';
import { acceptStaffInviteSchema } from './schemas.ts';
import { publishStaffChange } from './staff-changes.ts';

/**
 * Public: an invited person chooses their name and password through their link (once, before it expires), joins the
 * support team with the invite's role, and is signed in to the support portal (the answer carries the cookie to set).
 */
export async function acceptStaffInvite(ctx: Context, input: unknown) {
  const { token, name, password } = parseInput(acceptStaffInviteSchema, input);
  const db = bySecret(ctx);
  const invite = await usableStaffInvite(db, token);
  const passwordHash = await hashPassword(password);
  const staff = await db.$transaction(async (tx) => {
    // Spend the link atomically: of two requests with the same link, only one gets here.
    const spent = await tx.supportInvite.updateMany({
      where: { id: invite.id, acceptedAt: null, expiresAt: { gt: new Date() } },
      data: { acceptedAt: new Date() },
    });
    if (spent.count === 0) throw new AppError('CONFLICT', STAFF_INVITE_USED);
    if (await tx.supportStaff.findUnique({ where: { email: invite.email }, select: { id: true } }))
      throw new AppError('CONFLICT', STAFF_EMAIL_TAKEN);
    const staff = await tx.supportStaff.create({ data: { email: invite.email, name, role: invite.role, passwordHash } });
    await recordAudit(tx, {
      actor: { type: 'support_staff', id: staff.id },
      action: 'staff.join',
      entity: 'support_staff',
      entityId: staff.id,
      data: { email: staff.email, role: staff.role, invitedById: invite.invitedById },
      ip: ctx.meta.ip,
    });
    return staff;
  });
  publishStaffChange(ctx, { staffId: staff.id, kind: 'JOINED' });
  if (ctx.staff) await endSupportSession(db, ctx.staff.sessionId);
  const session = await createSupportSession(db, ctx.config, staff.id, ctx.meta);
  ctx.staff = { staffId: staff.id, role: staff.role, email: staff.email, name: staff.name, sessionId: session.id };
  return { staff, cookie: startedSessionCookie(SUPPORT_COOKIE, session.token, ctx.config) };
}
