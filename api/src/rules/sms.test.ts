import { describe, expect, it } from 'vitest';
import { normaliseSmsPhone, smsSegments } from './sms.ts';

describe('SMS phone numbers (+61)', () => {
  it('replaces a leading 0, prefixes a leading 61 with +, keeps +61', () => {
    expect(normaliseSmsPhone('0412 345 678')).toBe('+61412345678');
    expect(normaliseSmsPhone('61412345678')).toBe('+61412345678');
    expect(normaliseSmsPhone('+61 (0)412-345-678')).toBe('+61412345678');
    expect(normaliseSmsPhone('412345678')).toBe('+61412345678');
  });

  it('refuses what cannot receive an SMS', () => {
    for (const bad of ['', '03 9123 4567', '0412 345', 'phone me', '+1 415 555 0100', '1300 123 456'])
      expect(normaliseSmsPhone(bad)).toBeNull();
  });
});

describe('SMS segments (credits)', () => {
  it('counts 160 plain characters as one, 161 as two', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts the GSM extension characters twice and anything else as UCS-2', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('✔'.repeat(70))).toBe(1);
    expect(smsSegments('✔'.repeat(71))).toBe(2);
  });
});
