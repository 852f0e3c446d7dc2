import { describe, expect, it } from 'vitest';
import { ticksFor } from './chart-kit';

describe('chart axis ticks', () => {
  it('are round, start at zero and reach the largest value', () => {
    expect(ticksFor(0, 17)).toEqual([0, 5, 10, 15, 20]);
    expect(ticksFor(0, 180)).toEqual([0, 50, 100, 150, 200]);
  });

  it('never split a count or a cent: counts step by whole numbers, money by whole dollars', () => {
    expect(ticksFor(0, 2)).toEqual([0, 1, 2]);
    expect(ticksFor(0, 9)).toEqual([0, 5, 10]);
    expect(ticksFor(0, 0)).toEqual([0, 1]);
    expect(ticksFor(0, 0, 100)).toEqual([0, 100]);
    expect(ticksFor(0, 250, 100)).toEqual([0, 100, 200, 300]);
  });

  it('reach below zero for movements that take MRR away', () => {
    expect(ticksFor(-4900, 9900, 100)).toEqual([-5000, 0, 5000, 10000]);
  });
});
