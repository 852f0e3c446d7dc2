import { useQuery } from '@apollo/client/react';
import { ComboBox, type Key } from '@spanner/design-system';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { useDebounced } from '../../lib/use-debounced';

const CustomerFilterOptions = graphql(`
  query ServiceCustomerFilter($search: String, $id: ID!, $withChosen: Boolean!) {
    customers(search: $search, first: 20) {
      edges {
        node {
          id
          name
        }
      }
    }
    chosen: customer(id: $id) @include(if: $withChosen) {
      id
      name
    }
  }
`);

/** The board's customer filter: type to search the customers (a business may have thousands); clear for all. */
export function CustomerFilter({ value, onChange }: { value: string | null; onChange: (customerId: string | null) => void }) {
  const [text, setText] = useState<string | null>(null);
  const search = useDebounced((text ?? '').trim(), 200);
  const { data, previousData } = useQuery(CustomerFilterOptions, {
    variables: { search: search || null, id: value ?? '', withChosen: !!value },
  });
  const shown = data ?? previousData;
  const chosen = value && shown?.chosen?.id === value ? shown.chosen : null;
  const items = useMemo(() => {
    const found = shown?.customers.edges.map((e) => e.node) ?? [];
    const all = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
    return all.map((c) => ({ id: c.id, label: c.name }));
  }, [shown, chosen]);

  return (
    <ComboBox
      label="Customer"
      items={items}
      value={value}
      onChange={(key: Key | null) => {
        setText(null);
        onChange(key === null ? null : String(key));
      }}
      inputValue={text ?? chosen?.name ?? ''}
      onInputChange={(t) => {
        setText(t);
        if (!t) onChange(null);
      }}
      placeholder="All customers"
      emptyText="No customers match"
    />
  );
}
