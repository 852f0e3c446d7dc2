import { useMutation, useQuery } from '@apollo/client/react';
import { ComboBox, toast } from '@spanner/design-system';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useSettled } from './format';

const CustomerOptionsQuery = graphql(`
  query JobCustomerOptions($search: String) {
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
  mutation JobCreateCustomer($input: CreateCustomerInput!) {
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

export interface CustomerChoice {
  id: string;
  name: string;
  address?: string | null;
}

/**
 * The job's customer (spec part 1 §2 "Job creation"): type to search (case-insensitive substring); a name that is
 * not an existing customer can be created on the spot.
 */
export function CustomerField({
  value,
  initial,
  onChange,
}: {
  value: string | null;
  initial: CustomerChoice | null;
  onChange: (c: CustomerChoice) => void;
}) {
  const [text, setText] = useState(initial?.name ?? '');
  const [known, setKnown] = useState<CustomerChoice[]>(initial ? [initial] : []);
  const chosen = known.find((c) => c.id === value);
  // Once a customer is chosen the box shows its name: list everyone again rather than searching for that name.
  const search = useSettled(chosen && chosen.name === text ? '' : text.trim(), 160);
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
      label="Customer"
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
        onChange(choice);
      }}
      allowsCreate
      onCreate={create}
      emptyText="No customers found"
    />
  );
}
