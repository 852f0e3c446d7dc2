import { useMutation, useQuery } from '@apollo/client/react';
import { ComboBox, toast } from '@spanner/design-system';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useDebounced } from '../../lib/use-debounced';

/** Customers whose details hold every word typed (as the Customers page searches), by name: the picker's options. */
export const CustomerOptionsQuery = graphql(`
  query CustomerPickerOptions($search: String) {
    customers(search: $search, first: 50) {
      edges {
        node {
          id
          name
          address
        }
      }
    }
  }
`);

const CreateCustomerMutation = graphql(`
  mutation CustomerPickerCreate($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      __typename
      ... on Customer {
        id
        name
        address
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** The option that adds the typed name as a new customer; offered only while no customer has exactly that name. */
export const createCustomerLabel = (name: string) => `Create new customer "${name}"`;

export interface CustomerChoice {
  id: string;
  name: string;
  address?: string | null;
}

export interface CustomerPickerProps {
  /** The chosen customer's id. */
  value: string | null;
  /** The customer chosen when the form opens, so its name shows before any search. */
  initial: CustomerChoice | null;
  onChange: (customer: CustomerChoice) => void;
  label?: string;
}

/**
 * Picks a customer for a job, quote or invoice (spec part 1 §2 "Job creation"): type to search (each word, as the
 * Customers page); a name that is not an existing customer can be created on the spot ('Create new customer "bay"'
 * while only 'Bayside Family Dental' matches; not offered once the text is a customer's name, any case).
 */
export function CustomerPicker({ value, initial, onChange, label = 'Customer' }: CustomerPickerProps) {
  const [text, setText] = useState(initial?.name ?? '');
  const [known, setKnown] = useState<CustomerChoice[]>(initial ? [initial] : []);
  const chosen = known.find((c) => c.id === value);
  // Once a customer is chosen the box shows its name: list everyone again rather than searching for that name.
  const search = useDebounced(chosen && chosen.name === text ? '' : text.trim(), 160);
  const { data, previousData } = useQuery(CustomerOptionsQuery, { variables: { search: search || null } });
  const [createCustomer] = useMutation(CreateCustomerMutation);

  const items = useMemo(() => {
    const found = ((data ?? previousData)?.customers.edges ?? []).map((e) => e.node);
    const byId = new Map<string, CustomerChoice>([...known, ...found].map((c) => [c.id, c]));
    return [...byId.values()].map((c) => ({ id: c.id, label: c.name, description: c.address || undefined }));
  }, [data, previousData, known]);

  async function create(name: string) {
    try {
      const { data: created } = await createCustomer({ variables: { input: { name } } });
      const result = created?.createCustomer;
      if (result?.__typename !== 'Customer') throw new Error(result?.message || 'Failed to create customer');
      setKnown((k) => [...k, result]);
      setText(result.name);
      onChange(result);
      toast.success('Customer created', result.name);
    } catch (err) {
      toast.error('Failed to create customer', messageOf(err, ''));
    }
  }

  return (
    <ComboBox
      label={label}
      placeholder="Search or add a customer"
      items={items}
      value={value}
      inputValue={text}
      onInputChange={setText}
      onChange={(key) => {
        const c = items.find((i) => i.id === key);
        if (!c) return;
        const choice = { id: String(c.id), name: c.label, address: c.description ?? null };
        setKnown((k) => (k.some((x) => x.id === choice.id) ? k : [...k, choice]));
        // The box is the typed text until a customer is picked, then the picked customer's name: the controlled
        // text is not replaced by the pick on its own, so 'bays' would stay in the box beside Bayside Family Dental.
        setText(choice.name);
        onChange(choice);
      }}
      allowsCreate
      onCreate={create}
      createLabel={createCustomerLabel}
      emptyText="No customers found"
    />
  );
}
