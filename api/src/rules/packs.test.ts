import { describe, expect, it } from 'vitest';
import { findPack, PACKS, perUnitPrice, savingsPercent } from './packs.ts';

describe('the credit packs', () => {
  it('show their price in dollars and cents', () => {
    expect(PACKS.map((p) => p.displayPrice)).toEqual(['$5.00', '$20.00', '$35.00', '$3.00', '$7.00', '$12.00']);
  });

  it('price one credit to a tenth of a cent, and save against the smallest pack', () => {
    const sms1000 = findPack('sms_1000')!;
    expect(perUnitPrice(sms1000)).toBe('$0.035');
    expect(perUnitPrice(findPack('sms_100')!)).toBe('$0.050');
    expect(savingsPercent(sms1000)).toBe(30);
  });
});
