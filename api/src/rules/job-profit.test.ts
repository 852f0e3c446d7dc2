import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupFigures, jobProfit, labourCostOf, marginPercentOf } from './job-profit.ts';

describe('job profit', () => {
  it('a hand-made job, to the cent', () => {
    // Invoiced $1,100.00 with GST: $1,000.00 ex GST. Jake 2 h 20 min at $45.50/h = $106.17 (106.1666…);
    // Priya 1 h 45 min at $52.00/h = $91.00; 3 filters at $12.34 = $37.02; a gasket without a cost.
    const p = jobProfit({
      revenueCents: 100000,
      labour: [
        { userId: 'jake', minutes: 80, costRateCents: 4550 },
        { userId: 'jake', minutes: 60, costRateCents: 4550 },
        { userId: 'priya', minutes: 105, costRateCents: 5200 },
        { userId: 'liam', minutes: 30, costRateCents: null },
      ],
      materials: [
        { name: 'Filter', quantity: 3, unitCostCents: 1234 },
        { name: 'Gasket', quantity: 1, unitCostCents: null },
      ],
    });
    expect(p).toEqual({
      revenueCents: 100000,
      labourCostCents: 10617 + 9100,
      materialsCostCents: 3702,
      costCents: 23419,
      marginCents: 76581,
      marginPercent: 76.6,
      labourMinutes: 275,
      uncostedLabourMinutes: 30,
      uncostedMaterials: ['Gasket'],
    });
  });

  it('margin % is null without revenue and negative for a loss', () => {
    expect(marginPercentOf(-500, 0)).toBeNull();
    expect(marginPercentOf(-2500, 10000)).toBe(-25);
    expect(marginPercentOf(1, 3)).toBe(33.3);
  });

  it('figures are whole cents, margin = revenue − labour − materials, and groups add up', () => {
    const job = fc.record({
      revenueCents: fc.integer({ min: 0, max: 10_000_000 }),
      labour: fc.array(
        fc.record({
          userId: fc.constantFrom('a', 'b', 'c'),
          minutes: fc.integer({ min: 0, max: 1440 }),
          costRateCents: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
        }),
        { maxLength: 8 },
      ),
      materials: fc.array(
        fc.record({
          name: fc.constantFrom('x', 'y'),
          quantity: fc.integer({ min: 0, max: 100 }),
          unitCostCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        }),
        { maxLength: 5 },
      ),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 6 }), (jobs) => {
        const figures = jobs.map(jobProfit);
        for (const f of figures) {
          for (const c of [f.revenueCents, f.labourCostCents, f.materialsCostCents, f.marginCents])
            expect(Number.isSafeInteger(c)).toBe(true);
          expect(f.marginCents).toBe(f.revenueCents - f.labourCostCents - f.materialsCostCents);
        }
        const g = groupFigures(figures);
        expect(g.marginCents).toBe(figures.reduce((a, f) => a + f.marginCents, 0));
        expect(g.jobs).toBe(jobs.length);
      }),
    );
  });

  it('rounds once per member, not per entry', () => {
    // 3 × 20 min at $10.01/h: per entry 3 × 3.336… = 3 × 334 = 1002; once: 1001
    expect(labourCostOf([1, 2, 3].map(() => ({ userId: 'a', minutes: 20, costRateCents: 1001 })))).toBe(1001);
  });
});
