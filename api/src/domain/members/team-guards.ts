import type { UserViewer } from '../../auth/viewer.ts';
import type { Prisma, User } from '../../db/generated/client.ts';
import type { UserRole } from '../../db/generated/enums.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { canManageMember } from '../policy.ts';
import { MEMBER_NOT_FOUND } from './get-member.ts';

// The rules every change to a team follows, in one place: one change at a time per organisation, only an admin
// touches admins, and an organisation always keeps an admin.

type Tx = Prisma.TransactionClient;

/**
 * Changes to one organisation's team run one at a time: each takes a row lock on the organisation first, so two
 * adds at once cannot both pass the user quota and two changes at once cannot leave the organisation without an
 * admin. Answers the organisation's name (for the invite email).
 */
export async function lockTeam(tx: Tx, orgId: string): Promise<{ name: string }> {
  const rows = await tx.$queryRaw<{ name: string }[]>`SELECT name FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
  if (!rows[0]) throw notFound('Organisation not found');
  return rows[0];
}

/** A member of the caller's organisation (the tenant client's transaction): another organisation's id is not found. */
export async function findMember(tx: Tx, id: string): Promise<User> {
  const member = await tx.user.findFirst({ where: { id } });
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

/** The member rule (policy.ts canManageMember) for every role involved: the member's, and the one they get. */
export function assertMayManage(viewer: UserViewer, roles: (UserRole | undefined)[]) {
  if (roles.some((role) => role && !canManageMember({ user: viewer }, role)))
    throw forbidden('Only an admin can add, change or remove an admin');
}

/** Refuses a change that would leave the organisation without an admin. */
export async function assertAnotherAdmin(tx: Tx, leavingId: string) {
  const others = await tx.user.count({ where: { role: 'admin', id: { not: leavingId } } });
  if (others === 0) throw new AppError('BAD_REQUEST', 'An organisation needs at least one admin. Make another member an admin first.');
}
