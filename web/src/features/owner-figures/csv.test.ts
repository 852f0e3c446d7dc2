import { describe, expect, it } from 'vitest';
import { buildCsv, centsToDollars, csvField } from './csv';

describe('the figures CSV', () => {
  it('has a header row and one CRLF-ended line per row', () => {
    expect(
      buildCsv(
        ['Month', 'Sign-ups'],
        [
          ['Mar 2026', 4],
          ['Apr 2026', 0],
        ],
      ),
    ).toBe('Month,Sign-ups\r\nMar 2026,4\r\nApr 2026,0\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Pro" plan')).toBe('"The ""Pro"" plan"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('plain')).toBe('plain');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers, negative ones included, stay numbers, also when written as text (dollars from cents).
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-44.55')).toBe('-44.55');
    expect(buildCsv(['Churn (AUD)'], [[centsToDollars(-4455)]])).toBe('Churn (AUD)\r\n-44.55\r\n');
    expect(csvField('-1+1')).toBe("'-1+1");
  });

  it('writes nothing for a figure that has no value', () => {
    expect(buildCsv(['a', 'b', 'c'], [[null, undefined, Number.NaN]])).toBe('a,b,c\r\n,,\r\n');
  });

  it('turns cents into dollars with two decimals, exactly', () => {
    expect(centsToDollars(123456)).toBe('1234.56');
    expect(centsToDollars(4900)).toBe('49.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(-2900)).toBe('-29.00');
    expect(centsToDollars(-5)).toBe('-0.05');
    // 0.1 + 0.2 style errors cannot creep in: integer arithmetic throughout.
    expect(centsToDollars(1_000_000_001)).toBe('10000000.01');
  });
});
