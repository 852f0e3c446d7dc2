import { perUnitPrice } from '@rules/packs';
import type { PackOffer } from './billing-api';

// How the pack dialog presents a pack (spec part 1 §9): per-unit price with 3 decimals, savings against the
// smallest pack of its type, the second pack 'Most Popular', 'Volume pricing discount' from 500.

export interface PackView {
  pack: PackOffer;
  unitPrice: string;
  savingsPercent: number;
  mostPopular: boolean;
  volumeDiscount: boolean;
}

export function packViews(packs: PackOffer[], type: 'sms' | 'email'): PackView[] {
  const ofType = packs.filter((p) => p.type === type).sort((a, b) => a.quantity - b.quantity);
  /** Cents per credit. */
  const unit = (p: PackOffer) => p.priceAud / p.quantity;
  const base = ofType[0] ? unit(ofType[0]) : 0;
  return ofType.map((pack, i) => ({
    pack,
    unitPrice: perUnitPrice(pack),
    savingsPercent: base > 0 ? Math.round((1 - unit(pack) / base) * 100) : 0,
    mostPopular: i === 1,
    volumeDiscount: pack.quantity >= 500,
  }));
}
