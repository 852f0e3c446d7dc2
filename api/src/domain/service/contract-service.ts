import type { Context } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import { serviceRegimeOf } from '../../rules/service-regimes.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { type EquipmentOf, type EquipmentQuery, equipmentRead } from '../equipment/equipment-query.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { recomputeNextService } from './recompute-next-service.ts';
import { contractServiceSchema } from './schemas.ts';

// Turn units into recurring work in one step (due-but-not-contracted): the same interval for every unit
// chosen — months, hours, or a preset regime (whose numbers fill in what is not given) — and their next service
// recomputed in the same transaction. All or nothing: an id that is not the organisation's refuses the lot.

/** The interval a request gives: the numbers sent, else the regime's. */
export function intervalOf(input: {
  serviceIntervalMonths?: number | null;
  serviceIntervalHours?: number | null;
  serviceRegime?: string | null;
}) {
  const regime = serviceRegimeOf(input.serviceRegime);
  return {
    serviceIntervalMonths:
      input.serviceIntervalMonths !== undefined && input.serviceIntervalMonths !== null
        ? input.serviceIntervalMonths
        : (regime?.intervalMonths ?? null),
    serviceIntervalHours:
      input.serviceIntervalHours !== undefined && input.serviceIntervalHours !== null
        ? input.serviceIntervalHours
        : (regime?.intervalHours ?? null),
    serviceRegime: regime?.key ?? null,
  };
}

export async function contractService<Q extends EquipmentQuery = typeof equipmentRead>(
  ctx: Context,
  input: unknown,
  query = equipmentRead as Q,
) {
  requireAbility(ctx, 'bookService');
  await requireActiveSubscription(ctx);
  const data = parseInput(contractServiceSchema, input);
  const ids = [...new Set(data.equipmentIds)];
  const interval = intervalOf(data);
  const timeZone = await organisationTimeZone(ctx);
  await ctx.db.$transaction(async (tx) => {
    const found = await tx.equipment.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw notFound('Equipment not found');
    await tx.equipment.updateMany({ where: { id: { in: ids } }, data: interval });
    await recomputeNextService(tx as never, ids, timeZone);
  });
  return (await ctx.db.equipment.findMany({
    ...query,
    where: { id: { in: ids } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  })) as EquipmentOf<Q>[];
}
