import { createItemPreset } from '../../domain/item-presets/create-item-preset.ts';
import { deleteItemPreset } from '../../domain/item-presets/delete-item-preset.ts';
import { ensureItemPreset } from '../../domain/item-presets/ensure-item-preset.ts';
import { listItemPresets } from '../../domain/item-presets/list-item-presets.ts';
import { updateItemPreset } from '../../domain/item-presets/update-item-preset.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';

// The price list (item presets): the quote and invoice editors search it and save lines to it.

builder.prismaObject('ItemPreset', {
  description: 'A price-list item: a name, a description, a unit price in cents and a tax rate (10 = GST, or 0)',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    unitAmountCents: t.exposeInt('unitAmountCents', { description: 'AUD cents, before tax' }),
    taxRate: t.exposeInt('taxRate', { description: 'Percent: 10 (GST) or 0' }),
    // itemCode, not code: a mutation's answer is this or an AppError, whose `code` is its error's kind.
    itemCode: t.exposeString('code', {
      nullable: true,
      description: "The books' item code (Xero's Item Code), sent on invoice lines made from this item; unique when set",
    }),
  }),
});

const CreateItemPresetInput = builder.inputType('CreateItemPresetInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    unitAmountCents: t.int({ required: true, description: 'AUD cents, before tax' }),
    taxRate: t.int({ description: '10 (GST, the default) or 0' }),
    itemCode: t.string({
      description: "The books' item code (at most 30 characters; unique in the organisation); left out: kept on update; blank: none",
    }),
  }),
});

const DeleteItemPresetPayload = builder.objectRef<{ id: string }>('DeleteItemPresetPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

/** GraphQL names the money field for what it is; the domain takes the REST field names (unit_amount, tax_rate). */
const presetInput = ({
  unitAmountCents,
  taxRate,
  itemCode,
  ...rest
}: {
  unitAmountCents: number;
  taxRate?: number | null;
  name: string;
  description?: string | null;
  itemCode?: string | null;
}) => ({
  ...rest,
  ...(itemCode === undefined ? {} : { code: itemCode }),
  unitAmount: unitAmountCents,
  ...(taxRate == null ? {} : { taxRate }),
});

builder.queryFields((t) => ({
  itemPresets: t.prismaConnection(
    {
      type: 'ItemPreset',
      cursor: 'id',
      defaultSize: 50,
      maxSize: 200,
      authScopes: { loggedIn: true },
      description: 'The price list by name; `search` matches the name or description, ignoring case',
      args: { search: t.arg.string() },
      resolve: (query, _root, args, ctx) => listItemPresets(ctx, { search: args.search }, query),
    },
    { name: 'ItemPresetConnection' },
    { name: 'ItemPresetEdge' },
  ),
}));

builder.mutationFields((t) => ({
  createItemPreset: t.prismaField({
    type: 'ItemPreset',
    errors: appErrors,
    authScopes: { can: 'managePriceList' },
    description: 'Add a price-list item (names are unique, ignoring case)',
    args: { input: t.arg({ type: CreateItemPresetInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createItemPreset(ctx, presetInput(input), selection(query)),
  }),
  ensureItemPreset: t.prismaField({
    type: 'ItemPreset',
    errors: appErrors,
    authScopes: { can: 'managePriceList' },
    description: 'The item with this name (ignoring case) as it is, or a new one with these values',
    args: { input: t.arg({ type: CreateItemPresetInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => ensureItemPreset(ctx, presetInput(input), selection(query)),
  }),
  updateItemPreset: t.prismaField({
    type: 'ItemPreset',
    errors: appErrors,
    authScopes: { can: 'managePriceList' },
    description: 'Change a price-list item: name, description, unit price, tax (names stay unique, ignoring case)',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CreateItemPresetInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateItemPreset(ctx, id, presetInput(input), selection(query)),
  }),
  deleteItemPreset: t.field({
    type: DeleteItemPresetPayload,
    errors: appErrors,
    authScopes: { can: 'managePriceList' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteItemPreset(ctx, id);
      return { id };
    },
  }),
}));
