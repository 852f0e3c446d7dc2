import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { hasJoined, NOT_YET_JOINED } from '../members/assignable.ts';

export const referenceMessages = {
  customerFirst: 'Please select a customer first',
  equipmentOfCustomer: "Equipment must belong to the job's customer",
} as const;

/** Equipment on a job is the job customer's own (spec: the picker is disabled until a customer is chosen). */
export async function checkEquipment(ctx: Context, customerId: string | null, equipmentIds: string[]): Promise<string[]> {
  const unique = [...new Set(equipmentIds)];
  if (unique.length === 0) return unique;
  if (!customerId)
    throw new AppError('VALIDATION', referenceMessages.customerFirst, { fieldErrors: { equipmentIds: referenceMessages.customerFirst } });
  const rows = await ctx.db.equipment.findMany({ where: { id: { in: unique } }, select: { id: true, customerId: true } });
  if (rows.length !== unique.length) throw notFound('Equipment not found');
  if (rows.some((e) => e.customerId !== customerId))
    throw new AppError('VALIDATION', referenceMessages.equipmentOfCustomer, {
      fieldErrors: { equipmentIds: referenceMessages.equipmentOfCustomer },
    });
  return unique;
}

/** Any member of the organisation who has joined can be assigned (the picker shows each one's role). */
export async function checkTechnicians(ctx: Context, userIds: string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return unique;
  const found = await ctx.db.user.findMany({ where: { id: { in: unique } }, select: { passwordHash: true } });
  if (found.length !== unique.length) throw notFound('Technician not found');
  if (!found.every(hasJoined)) {
    throw new AppError('VALIDATION', NOT_YET_JOINED, { fieldErrors: { assignedTechIds: NOT_YET_JOINED } });
  }
  return unique;
}
