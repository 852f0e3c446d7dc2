import { describe, expect, it } from 'vitest';
import { isValidAbn, isValidBsb } from './abn.ts';

describe('ABN and BSB', () => {
  it('accepts real ABNs with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true); // the ATO's own example
    expect(isValidAbn('53004085616')).toBe(true);
  });
  it('refuses a wrong checksum, a wrong length and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
  });
  it('accepts 6-digit BSBs with an optional dash only', () => {
    expect(isValidBsb('062-000')).toBe(true);
    expect(isValidBsb('062000')).toBe(true);
    expect(isValidBsb('06200')).toBe(false);
    expect(isValidBsb('062 000x')).toBe(false);
  });
});
