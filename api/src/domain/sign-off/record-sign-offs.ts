import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { getEquipment } from '../equipment/get-equipment.ts';
import { jobScope } from '../jobs/job-query.ts';
import { SIGN_OFF_ORDER, type SignOffOf, type SignOffQuery, type SignOffRow, signOffRead } from './sign-off-query.ts';

// The signed service reports kept on the customer's and the unit's history (docs/forms.md → Customer sign-off): the
// sign-offs of their jobs that the caller sees (technicians: their own jobs), newest first.

/** At most this many, the newest: the history of a long-standing customer stays one short read. */
export const RECORD_SIGN_OFFS_LIMIT = 50;

const read = <Q extends SignOffQuery>(ctx: Context, job: object, query: Q) => {
  const user = requireUser(ctx);
  return ctx.db.jobSignOff.findMany({
    ...query,
    where: { job: { AND: [job, jobScope(user)] } },
    orderBy: SIGN_OFF_ORDER,
    take: RECORD_SIGN_OFFS_LIMIT,
  }) as Promise<SignOffOf<Q>[]>;
};

/** A customer's sign-offs, the customer read already (GraphQL's Customer.signOffs). */
export const signOffsOfCustomer = <Q extends SignOffQuery = typeof signOffRead>(
  ctx: Context,
  customerId: string,
  query = signOffRead as Q,
) => read(ctx, { customerId }, query);

/** A unit's sign-offs: those of the jobs it was on, the unit read already (GraphQL's Equipment.signOffs). */
export const signOffsOfEquipment = <Q extends SignOffQuery = typeof signOffRead>(
  ctx: Context,
  equipmentId: string,
  query = signOffRead as Q,
) => read(ctx, { equipment: { some: { equipmentId } } }, query);

/** REST: an unknown customer, or another organisation's, is 'Customer not found'. */
export async function listCustomerSignOffs(ctx: Context, customerId: string): Promise<SignOffRow[]> {
  await getCustomer(ctx, customerId, { select: { id: true } });
  return signOffsOfCustomer(ctx, customerId);
}

/** REST: an unknown unit, or another organisation's, is 'Equipment not found'. */
export async function listEquipmentSignOffs(ctx: Context, equipmentId: string): Promise<SignOffRow[]> {
  await getEquipment(ctx, equipmentId, { select: { id: true } });
  return signOffsOfEquipment(ctx, equipmentId);
}
