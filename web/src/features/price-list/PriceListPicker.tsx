import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@spanner/design-system';
import { useEffect, useMemo } from 'react';
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
          description
          unitAmountCents
          taxRate
        }
      }
    }
  }
`);

/** A price-list item as the picker offers it. */
export interface PriceListChoice {
  id: string;
  name: string;
  description?: string | null;
  unitAmountCents: number;
  taxRate: number;
}

export interface PriceListPickerProps {
  label: string;
  /** The typed or chosen name. */
  value: string;
  onChange: (name: string) => void;
  /** An item chosen from the list (its price and tax), e.g. to fill a quote's line. */
  onPick?: (item: PriceListChoice) => void;
  /**
   * The hint under the box once typing settles, given the price-list item the text names (or null); by default
   * 'On the price list: $45.00 · GST 10 %' or 'Not on the price list: charged $0' (parts on jobs).
   */
  describe?: (match: PriceListChoice | null) => string | undefined;
  /** Whether the settled text names a price-list item (the item, or null), e.g. to offer adding it. */
  onMatchChange?: (match: PriceListChoice | null) => void;
  isDisabled?: boolean;
  errorMessage?: string;
  className?: string;
}

const partHint = (match: PriceListChoice | null) =>
  match ? `On the price list: ${priceText(match)}` : 'Not on the price list: charged $0';

/**
 * A name from the price list, searched as you type (each word, in name or description), each option with its price
 * and tax; any other name may be typed too, and is then marked as not on the price list (charged $0).
 */
export function PriceListPicker({
  label,
  value,
  onChange,
  onPick,
  describe = partHint,
  onMatchChange,
  isDisabled,
  errorMessage,
  className,
}: PriceListPickerProps) {
  const search = useDebounced(value.trim(), 160);
  const { data, previousData } = useQuery(PriceListOptions, { variables: { search: search || null } });
  const nodes = (data ?? previousData)?.itemPresets.edges;
  const items = useMemo(
    () => (nodes ?? []).map(({ node }) => ({ id: node.id, label: node.name, description: priceText(node), node })),
    [nodes],
  );
  const match = items.find((i) => i.label.toLowerCase() === value.trim().toLowerCase());
  const settled = search === value.trim();
  const settledMatch = settled ? (match?.node ?? null) : undefined;
  useEffect(() => {
    if (settledMatch !== undefined) onMatchChange?.(settledMatch);
  }, [settledMatch, onMatchChange]);
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
        if (!chosen) return;
        onChange(chosen.label);
        onPick?.(chosen.node);
      }}
      allowsCustomValue
      menuTrigger="focus"
      isDisabled={isDisabled}
      errorMessage={errorMessage}
      description={!value.trim() || !settled ? undefined : describe(match?.node ?? null)}
      emptyText="Not on the price list"
      className={className}
    />
  );
}
