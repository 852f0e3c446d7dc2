import { useMutation } from '@apollo/client/react';
import { centsToDollars, dollarsToCents } from '@rules/money';
import { Button, Dialog, Form, FormActions, Modal, NumberField, Select, TextArea, TextField, toast } from '@spanner/design-system';
import type { FormEvent } from 'react';
import { graphql } from '../../gql';
import type { PriceListItemFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { TAX_OPTIONS } from './tax';

export const PriceListItemFields = graphql(`
  fragment PriceListItemFields on ItemPreset {
    id
    name
    description
    unitAmountCents
    taxRate
    itemCode
  }
`);

const CreateItem = graphql(`
  mutation CreatePriceListItem($input: CreateItemPresetInput!) {
    createItemPreset(input: $input) {
      __typename
      ... on ItemPreset {
        ...PriceListItemFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const UpdateItem = graphql(`
  mutation UpdatePriceListItem($id: ID!, $input: CreateItemPresetInput!) {
    updateItemPreset(id: $id, input: $input) {
      __typename
      ... on ItemPreset {
        ...PriceListItemFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export interface PriceListItemDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; without it the dialog adds one. */
  item?: PriceListItemFieldsFragment | null;
  /** What a new item starts with, e.g. a line typed on a quote ('Save to price list'). */
  draft?: { name: string; description: string | null; unitAmountCents: number; taxRate: number };
  onSaved: () => void;
}

/**
 * Add Item and Edit Item: name, description, unit price (AUD, before tax), tax (GST 10 % or Tax Exempt) and the
 * books' item code (optional: invoice lines from this item name that item in Xero).
 */
export function PriceListItemDialog({ isOpen, onOpenChange, item, draft, onSaved }: PriceListItemDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title={item ? 'Edit Item' : 'Add Item'}>
        {(close) => (
          <ItemForm
            item={item ?? null}
            draft={draft}
            onCancel={close}
            onSaved={() => {
              close();
              onSaved();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

function ItemForm({
  item,
  draft,
  onCancel,
  onSaved,
}: {
  item: PriceListItemFieldsFragment | null;
  draft?: PriceListItemDialogProps['draft'];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const start = item ?? draft;
  const { values, set, errors, setErrors } = useFormFields({
    name: start?.name ?? '',
    description: start?.description ?? '',
    price: start ? String(centsToDollars(start.unitAmountCents)) : '',
    taxRate: String(start?.taxRate ?? 10),
    code: item?.itemCode ?? '',
  });
  const [create, creating] = useMutation(CreateItem);
  const [update, updating] = useMutation(UpdateItem);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const dollars = Number(values.price);
    const missing = {
      name: values.name.trim() ? undefined : 'Name is required',
      price: values.price === '' || !Number.isFinite(dollars) ? 'Unit price is required' : undefined,
    };
    if (missing.name || missing.price) return setErrors(missing);
    const input = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      unitAmountCents: dollarsToCents(dollars),
      taxRate: Number(values.taxRate),
      itemCode: values.code.trim() || null,
    };
    try {
      const result = item
        ? (await update({ variables: { id: item.id, input } })).data?.updateItemPreset
        : (await create({ variables: { input } })).data?.createItemPreset;
      const saved = unwrap(result, 'Failed to save item');
      toast.success(item ? 'Item saved' : 'Item added', saved.name);
      onSaved();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors({ name: fields.name, price: fields.unitAmount, taxRate: fields.taxRate, code: fields.code });
      if (!Object.keys(fields).length) toast.error('Failed to save item', messageOf(err, ''));
    }
  }

  return (
    <Form onSubmit={submit}>
      <TextField label="Name" value={values.name} onChange={set('name')} errorMessage={errors.name} autoFocus />
      <TextArea label="Description" value={values.description} onChange={set('description')} rows={2} />
      <NumberField
        label="Unit price"
        description="Before tax"
        value={values.price === '' ? Number.NaN : Number(values.price)}
        onChange={(n) => set('price')(Number.isNaN(n) ? '' : String(n))}
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'AUD' }}
        errorMessage={errors.price}
      />
      <Select
        label="Tax"
        items={TAX_OPTIONS}
        value={values.taxRate}
        onChange={(k) => set('taxRate')(String(k ?? '10'))}
        errorMessage={errors.taxRate}
      />
      <TextField
        label="Item code (optional)"
        description="The code of the matching item in Xero: invoice lines made from this item name it there"
        value={values.code}
        onChange={set('code')}
        maxLength={30}
        errorMessage={errors.code}
      />
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={creating.loading || updating.loading}>
          {item ? 'Save' : 'Add Item'}
        </Button>
      </FormActions>
    </Form>
  );
}
