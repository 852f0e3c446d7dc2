import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@spanner/design-system';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { useDebounced } from '../../lib/use-debounced';
import { priceText } from './tax';

const PriceListOptions = graphql(`
  query PriceListPickerOptions($search: String) {
    itemPresets(search: $search, first: 20) {
      edges {
        node {
          id
          name
          unitAmountCents
          taxRate
        }
      }
    }
  }
`);

export interface PriceListPickerProps {
  label: string;
  /** The typed or chosen name. */
  value: string;
  onChange: (name: string) => void;
  isDisabled?: boolean;
  errorMessage?: string;
  className?: string;
}

/**
 * A name from the price list, searched as you type (each word, in name or description), each option with its price
 * and tax; any other name may be typed too, and is then marked as not on the price list (charged $0).
 */
export function PriceListPicker({ label, value, onChange, isDisabled, errorMessage, className }: PriceListPickerProps) {
  const search = useDebounced(value.trim(), 160);
  const { data, previousData } = useQuery(PriceListOptions, { variables: { search: search || null } });
  const items = useMemo(
    () =>
      ((data ?? previousData)?.itemPresets.edges ?? []).map(({ node }) => ({
        id: node.id,
        label: node.name,
        description: priceText(node),
      })),
    [data, previousData],
  );
  const match = items.find((i) => i.label.toLowerCase() === value.trim().toLowerCase());
  const settled = search === value.trim();
  return (
    <ComboBox
      label={label}
      placeholder="Search the price list"
      items={items}
      inputValue={value}
      onInputChange={onChange}
      value={match?.id ?? null}
      onChange={(key) => {
        const chosen = items.find((i) => i.id === key);
        if (chosen) onChange(chosen.label);
      }}
      allowsCustomValue
      menuTrigger="focus"
      isDisabled={isDisabled}
      errorMessage={errorMessage}
      description={
        !value.trim() || !settled ? undefined : match ? `On the price list: ${match.description}` : 'Not on the price list: charged $0'
      }
      emptyText="Not on the price list"
      className={className}
    />
  );
}
