import { createItemPreset } from '../domain/item-presets/create-item-preset.ts';
import { deleteItemPreset } from '../domain/item-presets/delete-item-preset.ts';
import { ensureItemPreset } from '../domain/item-presets/ensure-item-preset.ts';
import { listItemPresets } from '../domain/item-presets/list-item-presets.ts';
import { updateItemPreset } from '../domain/item-presets/update-item-preset.ts';
import { type BoundRoute, implement } from './contract.ts';
import { itemPresetsContract, toItemPresetJson } from './item-presets.contract.ts';

// REST compatibility routes for item-presets: contracts in item-presets.contract.ts, implemented here.
export const itemPresetsRoutes: BoundRoute[] = implement(itemPresetsContract, {
  async list({ ctx, query: { limit, offset, ...filters } }) {
    return (await listItemPresets(ctx, filters, { take: limit, skip: offset })).map(toItemPresetJson);
  },
  async create({ ctx, body }) {
    return toItemPresetJson(await createItemPreset(ctx, body));
  },
  async ensure({ ctx, body }) {
    return toItemPresetJson(await ensureItemPreset(ctx, body));
  },
  async update({ ctx, params, body }) {
    return toItemPresetJson(await updateItemPreset(ctx, params.id, body));
  },
  async remove({ ctx, params }) {
    await deleteItemPreset(ctx, params.id);
    return { success: true };
  },
});
