import { describe, expect, it } from 'vitest';
import { prorateChange } from './proration.ts';

const period = { periodStart: '2026-11-01T00:00:00Z', periodEnd: '2026-12-01T00:00:00Z' };

describe('a plan change pro-rated by the time left in the period', () => {
  it('upgrading half way charges half the difference now', () => {
    const p = prorateChange({ from: 'pro', to: 'enterprise', ...period, at: new Date('2026-11-16T00:00:00Z') });
    expect(p).toEqual({ remaining: 0.5, creditCents: 2450, chargeCents: 4950, netCents: 2500 });
  });

  it('downgrading with a third left credits a third of the difference', () => {
    const p = prorateChange({ from: 'enterprise', to: 'solo', ...period, at: new Date('2026-11-21T00:00:00Z') });
    expect(p.creditCents).toBe(3300); // 9900 × 10/30
    expect(p.chargeCents).toBe(967); // 2900 × 10/30, rounded to the cent
    expect(p.netCents).toBe(-2333);
  });

  it('nothing is owed at the very end of the period, or outside it', () => {
    expect(prorateChange({ from: 'solo', to: 'pro', ...period, at: new Date('2026-12-01T00:00:00Z') }).netCents).toBe(0);
    expect(prorateChange({ from: 'solo', to: 'pro', ...period, at: new Date('2026-10-01T00:00:00Z') }).remaining).toBe(1);
  });
});
