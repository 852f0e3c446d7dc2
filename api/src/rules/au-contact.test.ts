import { describe, expect, it } from 'vitest';
import { auContactMessages, auContactProblems, auPostcode, auState, isAuPhone } from './au-contact.ts';

describe('isAuPhone', () => {
  it.each([
    '03 9123 4567',
    '(03) 9123 4567',
    '0391234567',
    '02-9876-5432',
    '07 3000 1234',
    '08 8123 4567',
    '0412 345 678',
    '0412.345.678',
    '+61 412 345 678',
    '+61 (0)3 9123 4567',
    '61391234567',
    '1300 123 456',
    '1800 123 456',
    '13 12 34',
  ])('takes %s', (text) => expect(isAuPhone(text)).toBe(true));

  it.each([
    ['no area code', '9123 4567'],
    ['too short', '0412 345 67'],
    ['too long', '0412 345 6789'],
    ['not a number', 'call the office'],
    ['a US number', '+1 415 555 0100'],
    ['an unused prefix', '06 1234 5678'],
    ['a letter in it', '0412 345 67a'],
    ['a 1900 number', '1900 123 456'],
  ])('refuses %s (%s)', (_why, text) => expect(isAuPhone(text)).toBe(false));
});

describe('auState', () => {
  it('takes the abbreviations in any case and the full names', () => {
    expect(['vic', ' NSW ', 'Qld', 'sa', 'WA', 'tas', 'nt', 'act'].map(auState)).toEqual([
      'VIC',
      'NSW',
      'QLD',
      'SA',
      'WA',
      'TAS',
      'NT',
      'ACT',
    ]);
    expect(auState('Victoria')).toBe('VIC');
    expect(auState('new  south wales')).toBe('NSW');
    expect(auState('Australian Capital Territory')).toBe('ACT');
  });

  it('refuses anything else', () => {
    for (const text of ['Vict', 'Melbourne', 'NZ', 'V I C', '3000']) expect(auState(text)).toBeNull();
  });
});

describe('auPostcode', () => {
  it('takes four digits only', () => {
    expect(auPostcode(' 3000 ')).toBe('3000');
    expect(auPostcode('0800')).toBe('0800');
    for (const text of ['300', '30000', '3OOO', '3 000', 'VIC 3000']) expect(auPostcode(text)).toBeNull();
  });
});

describe('auContactProblems', () => {
  it('names each bad field and leaves empty ones alone', () => {
    expect(auContactProblems({ phone: '123', state: 'Vicky', postcode: '30' })).toEqual({
      phone: auContactMessages.phone,
      state: 'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT',
      postcode: 'Postcode must be 4 digits',
    });
    expect(auContactProblems({ phone: '', state: null, postcode: '  ' })).toEqual({});
    expect(auContactProblems({ phone: '0412 345 678', state: 'vic', postcode: '3000' })).toEqual({});
  });
});
