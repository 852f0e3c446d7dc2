import type { Prisma } from '../../../db/generated/client.ts';
import { notFound } from '../../../errors.ts';

/** An invite still waiting to be accepted (an accepted or revoked one is gone from the list: 404). */
export async function pendingInvite(tx: Prisma.TransactionClient, id: string) {
  const invite = await tx.supportInvite.findUnique({ where: { id } });
  if (!invite || invite.acceptedAt) throw notFound('Invite not found');
  return invite;
}
