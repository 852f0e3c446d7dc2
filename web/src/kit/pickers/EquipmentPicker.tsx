import { useMutation, useQuery } from '@apollo/client/react';
import { CloseIcon, ComboBox, FormField, IconButton, toast } from '@spanner/design-system';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import * as css from './pickers.css';

const EquipmentOptionsQuery = graphql(`
  query EquipmentPickerOptions($customerId: ID!) {
    equipmentList(customerId: $customerId, first: 200) {
      edges {
        node {
          id
          name
          make
          model
        }
      }
    }
  }
`);

const CreateEquipmentMutation = graphql(`
  mutation EquipmentPickerCreate($input: CreateEquipmentInput!) {
    createEquipment(input: $input) {
      __typename
      ... on Equipment {
        id
        name
        make
        model
      }
      ... on AppError {
        message
      }
    }
  }
`);

export interface EquipmentChoice {
  id: string;
  name: string;
  make?: string | null;
  model?: string | null;
}

const describeUnit = (e: EquipmentChoice) => [e.make, e.model].filter(Boolean).join(' ') || undefined;

/** The spec's text when equipment is picked before a customer (part 1 §5). */
export const CUSTOMER_FIRST = 'Please select a customer first';

export interface EquipmentPickerProps {
  /** Whose equipment is offered; the picker is disabled until there is a customer. */
  customerId: string | null;
  value: EquipmentChoice[];
  onChange: (units: EquipmentChoice[]) => void;
  label?: string;
}

/**
 * Picks several units of one customer's equipment (jobs, quotes, invoices), each removable; a new unit can be
 * created on the spot for that customer. Disabled until a customer is chosen.
 */
export function EquipmentPicker({ customerId, value, onChange, label = 'Equipment' }: EquipmentPickerProps) {
  const [text, setText] = useState('');
  const { data } = useQuery(EquipmentOptionsQuery, { variables: { customerId: customerId ?? '' }, skip: !customerId });
  const [createEquipment] = useMutation(CreateEquipmentMutation);
  const chosenIds = new Set(value.map((e) => e.id));
  const options = useMemo(() => (customerId ? (data?.equipmentList.edges ?? []).map((e) => e.node) : []), [data, customerId]);
  const items = options.filter((e) => !chosenIds.has(e.id)).map((e) => ({ id: e.id, label: e.name, description: describeUnit(e) }));

  const add = (unit: EquipmentChoice) => {
    onChange([...value.filter((e) => e.id !== unit.id), unit]);
    setText('');
  };

  async function create(name: string) {
    if (!customerId) return toast.error('Failed to create equipment', CUSTOMER_FIRST);
    try {
      const { data: created } = await createEquipment({ variables: { input: { name, customerId } } });
      const result = created?.createEquipment;
      if (result?.__typename !== 'Equipment') throw new Error(result?.message || 'Failed to create equipment');
      add(result);
      toast.success('Equipment created', result.name);
    } catch (err) {
      toast.error('Failed to create equipment', messageOf(err, ''));
    }
  }

  return (
    <FormField label={label} description={customerId ? 'Pick one or more units, or type a new name to add one' : CUSTOMER_FIRST}>
      {value.length > 0 && (
        <ul className={css.chosen} aria-label="Chosen equipment">
          {value.map((e) => (
            <li key={e.id} className={css.chip}>
              {e.name}
              <IconButton
                size="sm"
                label={`Remove ${e.name}`}
                icon={<CloseIcon size={14} />}
                onPress={() => onChange(value.filter((x) => x.id !== e.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <ComboBox
        aria-label="Add equipment"
        placeholder={customerId ? 'Search or add equipment' : CUSTOMER_FIRST}
        isDisabled={!customerId}
        items={items}
        value={null}
        inputValue={text}
        onInputChange={setText}
        onChange={(key) => {
          const unit = options.find((e) => e.id === key);
          if (unit) add(unit);
        }}
        allowsCreate
        onCreate={create}
        emptyText="No equipment for this customer"
      />
    </FormField>
  );
}
