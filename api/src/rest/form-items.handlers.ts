import { listFormItems } from '../domain/forms/list-form-items.ts';
import { tagSheetPdf } from '../domain/forms/render-tag-sheet.ts';
import { type BoundRoute, implement } from './contract.ts';
import { formItemsContract } from './form-items.contract.ts';
import { sendPdf } from './pdf-reply.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

// A form's recorded items and its tag sheet: contracts in form-items.contract.ts, each one domain call.
export const formItemsRoutes: BoundRoute[] = implement(formItemsContract, {
  async formItems({ ctx, params }) {
    return (await listFormItems(ctx, params.id)).map((i) => ({
      id: i.id,
      form_id: i.formId,
      row: i.row,
      equipment_id: i.equipmentId,
      equipment_name: i.equipment.name,
      asset_tag: i.equipment.assetTag,
      result: i.result as 'pass' | 'fail' | 'na',
      tested_on: day(i.testedOn),
      next_due_on: i.nextDueOn ? day(i.nextDueOn) : null,
    }));
  },
  async tagSheet({ ctx, params, reply }) {
    return sendPdf(reply, await tagSheetPdf(ctx, params.id), 'no-store');
  },
});
