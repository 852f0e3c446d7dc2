// What other features use from the price list. Import from here, never from a file inside the folder.

export { PriceListItemDialog } from './PriceListItemDialog';
export { type PriceListChoice, PriceListPicker } from './PriceListPicker';
export { priceText, taxLabel } from './tax';
