import type { Db } from '../../db/client.ts';
import { addMonths } from '../../rules/test-and-tag.ts';
import { midnightOf } from '../../rules/zoned-time.ts';

// A tested unit's entered last service and interval come from its latest test across every form that recorded it
// (its JobFormItem rows): the latest date tested, then the form submitted last, then the form's last row of its tag.
// So correcting an older form leaves a unit that a newer form tested later as the newer form set it.

/** The whole months from `from` to `to` (both `YYYY-MM-DD`) nearest the date, within the unit's 1–120. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  const day = (key: string) => Date.parse(`${key}T00:00:00Z`);
  const near = (m: number) => Math.abs(day(addMonths(from, m)) - day(to));
  if (near(months - 1) < near(months)) months -= 1;
  else if (near(months + 1) < near(months)) months += 1;
  return Math.min(120, Math.max(1, months));
}

const dayKey = (column: Date) => column.toISOString().slice(0, 10);

/**
 * Sets each unit's entered last service (its latest test's date) and interval (the whole months to that test's next
 * test; none for a failed item, so it drops off the due-for-service board). A unit no form recorded is left as it is.
 * One read of the units' items, then one update per distinct outcome.
 */
export async function applyLatestTests(tx: Db, equipmentIds: readonly string[], timeZone: string): Promise<void> {
  if (!equipmentIds.length) return;
  const items = await tx.jobFormItem.findMany({
    where: { equipmentId: { in: [...equipmentIds] } },
    orderBy: [{ testedOn: 'desc' }, { form: { submittedAt: { sort: 'desc', nulls: 'last' } } }, { row: 'desc' }],
    select: { equipmentId: true, testedOn: true, nextDueOn: true },
  });
  const updates = new Map<string, { testedOn: string; months: number | null; ids: string[] }>();
  const done = new Set<string>();
  for (const item of items) {
    if (done.has(item.equipmentId)) continue;
    done.add(item.equipmentId);
    const testedOn = dayKey(item.testedOn);
    const months = item.nextDueOn ? monthsBetween(testedOn, dayKey(item.nextDueOn)) : null;
    const key = `${testedOn} ${months}`;
    const same = updates.get(key);
    if (same) same.ids.push(item.equipmentId);
    else updates.set(key, { testedOn, months, ids: [item.equipmentId] });
  }
  for (const { testedOn, months, ids } of updates.values())
    await tx.equipment.updateMany({
      where: { id: { in: ids } },
      data: { serviceIntervalMonths: months, lastServiceEnteredAt: midnightOf(testedOn, timeZone) },
    });
}
