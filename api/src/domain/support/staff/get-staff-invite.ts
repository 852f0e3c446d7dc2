import { hashToken } from '../../../auth/tokens.ts';
import type { Context } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { bySecret } from '../../../db/cross-organisation.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import type { SupportRole } from '../../../db/generated/enums.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { staffInviteTokenSchema } from './schemas.ts';

export const STAFF_INVITE_INVALID = 'This invite link is not valid. Ask a support admin to send a new one.';
export const STAFF_INVITE_USED = 'This invite has already been used. Sign in with your email and password.';
export const STAFF_INVITE_EXPIRED = 'This invite link has expired. Ask a support admin to send a new one.';

/** The invite a link stands for, while it can still be used; otherwise the reason it cannot. */
export async function usableStaffInvite(db: Db | Prisma.TransactionClient, token: string) {
  const invite = await db.supportInvite.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!invite) throw new AppError('NOT_FOUND', STAFF_INVITE_INVALID);
  if (invite.acceptedAt) throw new AppError('CONFLICT', STAFF_INVITE_USED);
  if (invite.expiresAt <= new Date()) throw new AppError('BAD_REQUEST', STAFF_INVITE_EXPIRED);
  return invite;
}

/** Whom a support join link is for, as the join page greets them. */
export interface StaffInvitePreview {
  email: string;
  role: SupportRole;
  expiresAt: Date;
}

/** Public: whom a join link is for (email and role), so the join page can greet them. */
export async function getStaffInvite(ctx: Context, input: unknown): Promise<StaffInvitePreview> {
  const { token } = parseInput(staffInviteTokenSchema, input);
  const invite = await usableStaffInvite(bySecret(ctx), token);
  return { email: invite.email, role: invite.role, expiresAt: invite.expiresAt };
}
