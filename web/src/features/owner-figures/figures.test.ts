import { describe, expect, it } from 'vitest';
import { displayValue, figuresCsv } from './figures';

const columns = [
  { label: 'Month', kind: 'text' as const },
  { label: 'Churn', kind: 'cents' as const },
  { label: 'Net MRR churn', kind: 'percent' as const },
  { label: 'Churned', kind: 'count' as const },
];

describe("a chart's figures", () => {
  it('go into the CSV plain: dollars with two decimals, percentages as numbers, a missing rate empty', () => {
    expect(
      figuresCsv(columns, [
        { key: 'a', values: ['Mar 2026', -4455, 1.234, 1200] },
        { key: 'b', values: ['Apr 2026', 0, null, 0] },
      ]),
    ).toBe('Month,Churn (AUD),Net MRR churn (%),Churned\r\nMar 2026,-44.55,1.23,1200\r\nApr 2026,0.00,,0\r\n');
  });

  it('read in the table as money, percentages and counts', () => {
    expect(displayValue('cents', -4455)).toBe('-$44.55');
    expect(displayValue('percent', 1.234)).toBe('1.2%');
    expect(displayValue('percent', null)).toBe('—');
    expect(displayValue('count', 1200)).toBe('1,200');
  });
});
