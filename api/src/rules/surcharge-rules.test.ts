import { describe, expect, it } from 'vitest';
import { SURCHARGE_BAN_STARTS, surchargeAllowed, surchargeOf, surchargeRefusal } from './surcharge-rules.ts';

describe('card surcharges under the 2026 rule', () => {
  it('are not allowed on eftpos, Mastercard and Visa from 1 October 2026, and were the day before', () => {
    for (const network of ['eftpos', 'mastercard', 'visa'] as const) {
      expect(surchargeAllowed(network, '2026-09-30')).toBe(true);
      expect(surchargeAllowed(network, SURCHARGE_BAN_STARTS)).toBe(false);
      expect(surchargeAllowed(network, '2026-11-27')).toBe(false);
    }
    expect(surchargeRefusal('visa', '2026-11-27')).toBe(
      'Not allowed: the Reserve Bank ended surcharges on Visa cards from 1 October 2026.',
    );
  });

  it('American Express keeps the cost-of-acceptance cap', () => {
    expect(surchargeAllowed('amex', '2026-11-27')).toBe(true);
    expect(surchargeRefusal('amex', '2026-11-27')).toBeNull();
  });

  it('the ATO’s example: $55 + 3 % = $56.65, of which GST $5.15', () => {
    expect(surchargeOf({ amountCents: 5_500, amountGstCents: 500, ratePercent: 3, costPercent: 3, taxable: true })).toEqual({
      surchargeCents: 165,
      surchargeGstCents: 15,
      totalCents: 5_665,
      totalGstCents: 515,
    });
  });

  it('puts no GST on the surcharge of a supply that is not taxable, and never above the cost of acceptance', () => {
    expect(surchargeOf({ amountCents: 5_500, amountGstCents: 0, ratePercent: 3, costPercent: 3.5, taxable: false })).toMatchObject({
      surchargeGstCents: 0,
      totalCents: 5_665,
    });
    expect(() => surchargeOf({ amountCents: 5_500, amountGstCents: 500, ratePercent: 3.1, costPercent: 3, taxable: true })).toThrow(
      'A surcharge cannot be more than the cost of accepting the card',
    );
  });
});
