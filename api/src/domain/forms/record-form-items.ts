import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Answers } from '../../rules/form-answers.ts';
import type { FormDefinition, GroupField } from '../../rules/form-definition.ts';
import { itemGroupOf } from '../../rules/form-items.ts';
import { nextTestDate } from '../../rules/test-and-tag.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { recomputeNextService } from '../service/recompute-next-service.ts';
import { applyLatestTests } from './latest-test-dates.ts';

// A submitted form's item rows become the customer's units (docs/forms.md → Test and tag): any form whose definition
// has a group with an `asset_id` and a `result` field (the built-in test-and-tag). Each row with an asset id finds the
// customer's unit by its tag (trimmed, any case) or makes one; JobFormItem records each row. A unit's latest test
// across all its forms feeds its next service (latest-test-dates.ts): a passed item's test date as its entered last
// service and the whole months to the next test as its interval; a failed item none (its interval is cleared, so it
// drops off the due-for-service board). Called inside the submit's (and the correction's) transaction; a job without
// a customer records nothing.

export const UNIT_TYPE = 'Electrical item';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface FormItemRow {
  row: number;
  assetTag: string;
  description: string;
  location: string | null;
  result: string;
  /** The next test (`YYYY-MM-DD`): the row's date, else the environment's interval; null unless passed. */
  nextDue: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The item rows of a form's answers (those with an asset id), with their next test date. */
export function itemRowsOf(group: GroupField, answers: Answers, testedOn: string): FormItemRow[] {
  const rows = Array.isArray(answers[group.id]) ? (answers[group.id] as Answers[]) : [];
  const out: FormItemRow[] = [];
  rows.forEach((r, row) => {
    const assetTag = text(r.asset_id);
    if (!assetTag) return;
    const result = text(r.result) || 'na';
    const given = text(r.next_test);
    const nextDue = result !== 'pass' ? null : DATE.test(given) ? given : nextTestDate(text(r.environment), testedOn);
    out.push({ row, assetTag, description: text(r.description) || assetTag, location: text(r.location) || null, result, nextDue });
  });
  return out;
}

/** The test date: the form's `tested_on`, else the day it was submitted in the organisation's zone. */
export const testedOnOf = (answers: Answers, submittedAt: Date, timeZone: string) =>
  typeof answers.tested_on === 'string' && DATE.test(answers.tested_on) ? answers.tested_on : dayKeyOf(submittedAt, timeZone);

const dateColumn = (key: string) => new Date(`${key}T00:00:00.000Z`);
const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * What recording a form's items needs besides its answers, read before the transaction: null for a form without an
 * item group (no read at all).
 */
export async function formItemsSetting(ctx: Context, formId: string, definition: FormDefinition) {
  if (!itemGroupOf(definition)) return null;
  const [form, timeZone] = await Promise.all([
    ctx.db.jobForm.findFirstOrThrow({ where: { id: formId }, select: { submittedAt: true, job: { select: { customerId: true } } } }),
    organisationTimeZone(ctx),
  ]);
  return { orgId: requireUser(ctx).orgId, formId, definition, customerId: form.job.customerId, submittedAt: form.submittedAt, timeZone };
}

export interface RecordFormItems {
  orgId: string;
  formId: string;
  customerId: string | null;
  definition: FormDefinition;
  answers: Answers;
  submittedAt: Date;
  timeZone: string;
}

/**
 * Records a form's items (replacing any it had): units found or made, a JobFormItem per row, then the service dates
 * of its units and of any a correction dropped set from their latest tests and recomputed. A constant number of
 * statements however many rows (one read of the items replaced, one of the customer's tagged units, one insert of the
 * new units, one of the items, one read of the units' items and one update per distinct outcome, then the
 * recompute's). Answers how many items were recorded.
 */
export async function recordFormItems(tx: Db, input: RecordFormItems): Promise<number> {
  const group = itemGroupOf(input.definition);
  if (!group) return 0;
  const replaced = await tx.jobFormItem.findMany({ where: { formId: input.formId }, select: { equipmentId: true } });
  await tx.jobFormItem.deleteMany({ where: { formId: input.formId } });
  const replacedUnits = replaced.map((i) => i.equipmentId);
  const testedOn = testedOnOf(input.answers, input.submittedAt, input.timeZone);
  const rows = input.customerId ? itemRowsOf(group, input.answers, testedOn) : [];
  if (!input.customerId || !rows.length) {
    await settleUnits(tx, replacedUnits, input.timeZone);
    return 0;
  }
  const customerId = input.customerId;

  const byTag = new Map<string, FormItemRow>();
  for (const r of rows) byTag.set(tagKey(r.assetTag), r);
  const tagged = await tx.equipment.findMany({ where: { customerId, assetTag: { not: null } }, select: { id: true, assetTag: true } });
  const unitOf = new Map<string, string>();
  for (const u of tagged) if (u.assetTag && !unitOf.has(tagKey(u.assetTag))) unitOf.set(tagKey(u.assetTag), u.id);

  // A tag twice on one form is one unit, made from its last row.
  const fresh = [...byTag].filter(([key]) => !unitOf.has(key)).map(([, r]) => r);
  if (fresh.length) {
    const made = await tx.equipment.createManyAndReturn({
      data: fresh.map((r) => ({
        orgId: input.orgId,
        customerId,
        name: r.description.slice(0, 200),
        equipmentType: UNIT_TYPE,
        assetTag: r.assetTag,
        notes: [r.location && `Location: ${r.location}`, r.result === 'fail' && failedNote(testedOn)].filter(Boolean).join('\n') || null,
      })),
      select: { id: true, assetTag: true },
    });
    for (const u of made) unitOf.set(tagKey(u.assetTag ?? ''), u.id);
  }

  const unitOfRow = (r: FormItemRow) => unitOf.get(tagKey(r.assetTag)) as string;
  await tx.jobFormItem.createMany({
    data: rows.map((r) => ({
      orgId: input.orgId,
      formId: input.formId,
      row: r.row,
      equipmentId: unitOfRow(r),
      result: r.result,
      testedOn: dateColumn(testedOn),
      nextDueOn: r.nextDue ? dateColumn(r.nextDue) : null,
    })),
  });
  await settleUnits(tx, [...replacedUnits, ...rows.map(unitOfRow)], input.timeZone);
  return rows.length;
}

/** The units' service dates from their latest tests, then their next service recomputed. */
async function settleUnits(tx: Db, equipmentIds: string[], timeZone: string) {
  const ids = [...new Set(equipmentIds)];
  await applyLatestTests(tx, ids, timeZone);
  await recomputeNextService(tx, ids, timeZone);
}

export const failedNote = (testedOn: string) => `Failed test on ${testedOn}: withdrawn from service`;
