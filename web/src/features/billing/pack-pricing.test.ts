import { describe, expect, it } from 'vitest';
import type { PackOffer } from './billing-api';
import { packViews } from './pack-pricing';

const pack = (type: 'sms' | 'email', quantity: number, priceAud: number): PackOffer => ({
  productId: `${type}_${quantity}`,
  type,
  quantity,
  priceAud,
  displayPrice: `$${priceAud / 100}`,
  description: `${quantity} ${type}`,
});
const catalogue = [pack('sms', 1000, 3500), pack('sms', 100, 500), pack('sms', 500, 2000), pack('email', 200, 300)];

describe('pack presentation', () => {
  it('lists one type smallest first with per-unit prices to 3 decimals and savings against the smallest', () => {
    const views = packViews(catalogue, 'sms');
    expect(views.map((v) => [v.pack.quantity, v.unitPrice, v.savingsPercent])).toEqual([
      [100, '$0.050', 0],
      [500, '$0.040', 20],
      [1000, '$0.035', 30],
    ]);
  });
  it('marks the second pack most popular and 500 or more as a volume discount', () => {
    const views = packViews(catalogue, 'sms');
    expect(views.map((v) => v.mostPopular)).toEqual([false, true, false]);
    expect(views.map((v) => v.volumeDiscount)).toEqual([false, true, true]);
  });
  it('is empty for a type with no packs', () => {
    expect(packViews([pack('email', 200, 300)], 'sms')).toEqual([]);
  });
});
