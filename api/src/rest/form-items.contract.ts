import { z } from 'zod';
import { route } from './contract.ts';

// A test-and-tag form's recorded items and its tag sheet (docs/forms.md → Test and tag).

const byId = z.object({ id: z.string() });

export const formItemJson = z.object({
  id: z.string(),
  form_id: z.string(),
  /** The row of the form's item group, counted from 0. */
  row: z.number().int(),
  equipment_id: z.string(),
  equipment_name: z.string(),
  asset_tag: z.string().nullable(),
  result: z.enum(['pass', 'fail', 'na']),
  tested_on: z.string(),
  next_due_on: z.string().nullable(),
});

export const formItemsContract = {
  formItems: route({
    method: 'GET',
    path: '/api/job-forms/{id}/items',
    summary:
      "The items a submitted test-and-tag form recorded, in row order: each row's unit of the customer (found by asset tag or made), result, test date and next test due ([] for other forms)",
    access: 'user',
    params: byId,
    response: z.array(formItemJson),
  }),
  tagSheet: route({
    method: 'GET',
    path: '/api/job-forms/{id}/tag-sheet',
    summary:
      "A submitted test-and-tag form's tag sheet as an A4 PDF: a label per item with its asset tag, result, next test due and a QR code opening the unit's page (409 for a draft or a form that recorded no items)",
    access: 'user',
    params: byId,
    response: z.unknown(),
    responseType: 'application/pdf',
  }),
} as const;
