import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../auth/password.ts';
import { type SessionCookie, startedSessionCookie } from '../../../auth/session-cookie.ts';
import { createSupportSession, endSupportSession } from '../../../auth/support-sessions.ts';
import { type Context, SUPPORT_COOKIE } from '../../../context.ts';
import { bySecret } from '../../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { recordAudit } from '../audit.ts';
import { STAFF_INVITE_USED, usableStaffInvite } from './get-staff-invite.ts';
import { STAFF_EMAIL_TAKEN } from './invite-staff.ts';
import { acceptStaffInviteSchema } from './schemas.ts';
import { publishStaffChange } from './staff-changes.ts';
import { type StaffOf, type StaffQuery, staffRead } from './staff-query.ts';

/**
 * Public: an invited person chooses their name and password through their link (once, before it expires), joins the
 * support team with the invite's role, and is signed in to the support portal. Answers the new account read with the
 * caller's selection, with the cookie to set.
 */
export async function acceptStaffInvite<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  input: unknown,
  query = staffRead as Q,
): Promise<{ staff: StaffOf<Q>; cookie: SessionCookie }> {
  const { token, name, password } = parseInput(acceptStaffInviteSchema, input);
  const db = bySecret(ctx);
  const invite = await usableStaffInvite(db, token);
  const passwordHash = await hashPassword(password);
  const created = await db.$transaction(async (tx) => {
    // Spend the link atomically: of two requests with the same link, only one gets here.
    const spent = await tx.supportInvite.updateMany({
      where: { id: invite.id, acceptedAt: null, expiresAt: { gt: new Date() } },
      data: { acceptedAt: new Date() },
    });
    if (spent.count === 0) throw new AppError('CONFLICT', STAFF_INVITE_USED);
    if (await tx.supportStaff.findUnique({ where: { email: invite.email }, select: { id: true } }))
      throw new AppError('CONFLICT', STAFF_EMAIL_TAKEN);
    // The id is chosen here, so what follows knows the account whatever the caller selected.
    const joined = { id: randomUUID(), email: invite.email, name, role: invite.role };
    const staff = (await tx.supportStaff.create({ ...query, data: { ...joined, passwordHash } })) as StaffOf<Q>;
    await recordAudit(tx, {
      actor: { type: 'support_staff', id: joined.id },
      action: 'staff.join',
      entity: 'support_staff',
      entityId: joined.id,
      data: { email: joined.email, role: joined.role, invitedById: invite.invitedById },
      ip: ctx.meta.ip,
    });
    return { staff, joined };
  });
  const { joined } = created;
  publishStaffChange(ctx, { staffId: joined.id, kind: 'JOINED' });
  if (ctx.staff) await endSupportSession(db, ctx.staff.sessionId);
  const session = await createSupportSession(db, ctx.config, joined.id, ctx.meta);
  ctx.staff = { staffId: joined.id, role: joined.role, email: joined.email, name: joined.name, sessionId: session.id };
  return { staff: created.staff, cookie: startedSessionCookie(SUPPORT_COOKIE, session.token, ctx.config) };
}
