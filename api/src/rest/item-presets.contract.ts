import { z } from 'zod';
import type { ItemPreset } from '../db/generated/client.ts';
import { itemPresetSchema, listItemPresetsSchema } from '../domain/item-presets/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { route } from './contract.ts';

// The price list (spec part 1 §3 "Item preset", part 2 §3): id, name, description, unit_amount (cents), tax_rate,
// and the books' item code (docs/accounting.md).

export const itemPresetJson = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** AUD cents, before tax */
  unit_amount: z.number().int(),
  /** percent: 10 (GST) or 0 */
  tax_rate: z.number().int(),
  /** The books' item code (Xero's Item Code, at most 30 characters), unique in the organisation; null: none */
  code: z.string().nullable(),
});

export const toItemPresetJson = (p: ItemPreset): z.input<typeof itemPresetJson> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  unit_amount: p.unitAmountCents,
  tax_rate: p.taxRate,
  code: p.code,
});

const listQuery = z.preprocess(
  camelKeys,
  listItemPresetsSchema.extend({
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(1000).optional(),
    offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).optional(),
  }),
);

export const itemPresetsContract = {
  list: route({
    method: 'GET',
    path: '/api/item-presets',
    summary: 'The price list by name; search matches name or description (any case). Optional limit and offset',
    access: 'user',
    query: listQuery,
    response: z.array(itemPresetJson),
  }),
  create: route({
    method: 'POST',
    path: '/api/item-presets',
    summary: 'Add a price-list item {name, description, unit_amount (cents), tax_rate (10 or 0), code} (admin and manager)',
    access: { can: 'managePriceList' },
    body: z.preprocess(camelKeys, itemPresetSchema),
    response: itemPresetJson,
    status: 201,
  }),
  ensure: route({
    method: 'POST',
    path: '/api/item-presets/ensure',
    summary: 'The item with this name (ignoring case), or a new one {name, unit_amount, tax_rate} (admin and manager)',
    access: { can: 'managePriceList' },
    body: z.preprocess(camelKeys, itemPresetSchema),
    response: itemPresetJson,
  }),
  update: route({
    method: 'PUT',
    path: '/api/item-presets/{id}',
    summary: 'Change a price-list item {name, description, unit_amount (cents), tax_rate (10 or 0), code} (admin and manager)',
    access: { can: 'managePriceList' },
    params: z.object({ id: z.string().min(1) }),
    body: z.preprocess(camelKeys, itemPresetSchema),
    response: itemPresetJson,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/item-presets/{id}',
    summary: 'Remove a price-list item (admin and manager)',
    access: { can: 'managePriceList' },
    params: z.object({ id: z.string().min(1) }),
    response: successJson,
  }),
} as const;
