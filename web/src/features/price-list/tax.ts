import { formatAud } from '@rules/money';

// How the price list names its two tax rates (percent on the API: 10 GST, 0 exempt).

export const TAX_OPTIONS = [
  { id: '10', label: 'GST 10 %' },
  { id: '0', label: 'Tax Exempt' },
];

export const taxLabel = (rate: number) => (rate === 10 ? 'GST 10 %' : 'Tax Exempt');

/** '$45.00 · GST 10 %': a price-list item's price as a picker or list shows it. */
export const priceText = (item: { unitAmountCents: number; taxRate: number }) =>
  `${formatAud(item.unitAmountCents)} · ${taxLabel(item.taxRate)}`;
