import { formatAud, formatAudDecimals } from './money.ts';

// SMS and email credit packs (spec part 1 §9, part 2 §9). Pure: shared by the API and the web app.

export type PackType = 'sms' | 'email';

export interface Pack {
  productId: string;
  type: PackType;
  quantity: number;
  /** AUD cents, GST inclusive */
  priceAud: number;
  displayPrice: string;
  description: string;
}

const pack = (type: PackType, quantity: number, priceAud: number): Pack => ({
  productId: `${type}_${quantity}`,
  type,
  quantity,
  priceAud,
  displayPrice: formatAud(priceAud),
  description: `${quantity.toLocaleString('en-AU')} ${type === 'sms' ? 'SMS' : 'email'} credits`,
});

/** The catalogue, smallest first within each type. */
export const PACKS: readonly Pack[] = [
  pack('sms', 100, 500),
  pack('sms', 500, 2000),
  pack('sms', 1000, 3500),
  pack('email', 200, 300),
  pack('email', 500, 700),
  pack('email', 1000, 1200),
];

export const findPack = (productId: string): Pack | undefined => PACKS.find((p) => p.productId === productId);
export const packsOf = (type: PackType): Pack[] => PACKS.filter((p) => p.type === type);

/** The pack list may be cached this long (spec part 1 §9). */
export const PACKS_CACHE_SECONDS = 5 * 60;
/** From this quantity a pack shows 'Volume pricing discount'. */
export const VOLUME_DISCOUNT_QUANTITY = 500;
/** The second pack of each type is 'Most Popular'. */
export const MOST_POPULAR_INDEX = 1;

/** The price of one credit, with 3 decimals: '$0.035'. */
export const perUnitPrice = (p: Pick<Pack, 'priceAud' | 'quantity'>) => formatAudDecimals(p.priceAud / p.quantity, 3);

/** Whole percent saved per credit against the smallest pack of the same type (0 for the smallest itself). */
export function savingsPercent(p: Pack): number {
  const base = packsOf(p.type)[0];
  const baseUnit = base.priceAud / base.quantity;
  return Math.max(0, Math.round((1 - p.priceAud / p.quantity / baseUnit) * 100));
}

/**
 * Whether pack credits expire: the in-app dialog says they never do, the public pricing says after 6 months (both
 * readings are kept). The server's PACK_EXPIRY setting chooses; the default is `never`, the reading the buyer sees
 * at the moment of purchase.
 */
export type PackExpiry = 'never' | '6m';
export const DEFAULT_PACK_EXPIRY: PackExpiry = 'never';
export const PACK_EXPIRY_MONTHS = 6;

/** When credits bought at `purchasedAt` expire under a setting; null when they never do. */
export function packExpiresAt(purchasedAt: Date, expiry: PackExpiry): Date | null {
  if (expiry === 'never') return null;
  const d = new Date(purchasedAt);
  d.setUTCMonth(d.getUTCMonth() + PACK_EXPIRY_MONTHS);
  return d;
}

/** What a pack dialog says about expiry under a setting. */
export const packExpiryText = (expiry: PackExpiry) =>
  expiry === 'never' ? 'Credits never expire.' : `Credits expire ${PACK_EXPIRY_MONTHS} months after purchase.`;
