import type { StaffViewer } from '../../../auth/viewer.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { AppError, notFound } from '../../../errors.ts';
import { STAFF_NOT_FOUND } from './get-staff.ts';

/** A staff account an admin acts on: it exists, and it is not the admin's own (nobody locks themselves out). */
export async function otherStaffMember(tx: Prisma.TransactionClient, admin: StaffViewer, staffId: string, what: string) {
  const member = await tx.supportStaff.findUnique({ where: { id: staffId } });
  if (!member) throw notFound(STAFF_NOT_FOUND);
  if (member.id === admin.staffId) throw new AppError('BAD_REQUEST', `You cannot ${what} your own account`);
  return member;
}

export const staffActor = (admin: StaffViewer) => ({ type: 'support_staff' as const, id: admin.staffId });
