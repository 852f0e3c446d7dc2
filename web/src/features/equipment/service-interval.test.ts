import { describe, expect, it } from 'vitest';
import { choiceOf, choiceOfRegime, intervalFieldsOf, intervalLabel } from './service-interval';

describe('the equipment form’s service interval', () => {
  it('reads a stored interval as the choice it was made with', () => {
    expect(choiceOf({ serviceIntervalMonths: 6 }).kind).toBe('6');
    expect(choiceOf({ serviceIntervalMonths: 3 }).kind).toBe('months');
    expect(choiceOf({ serviceIntervalHours: 250 }).kind).toBe('hours');
    expect(choiceOf({ serviceIntervalMonths: 3, serviceIntervalHours: 250 }).kind).toBe('both');
    expect(choiceOf(null).kind).toBe('none');
  });

  it('sends what was chosen, and a preset keeps its key', () => {
    expect(intervalFieldsOf({ kind: '12', months: null, hours: null, regime: null })).toEqual({
      fields: { serviceIntervalMonths: 12, serviceIntervalHours: null, serviceRegime: null },
    });
    const forklift = choiceOfRegime('forklift');
    expect(forklift).toEqual({ kind: 'both', months: 3, hours: 250, regime: 'forklift' });
    expect(intervalFieldsOf(forklift!)).toEqual({
      fields: { serviceIntervalMonths: 3, serviceIntervalHours: 250, serviceRegime: 'forklift' },
    });
    expect(intervalFieldsOf({ kind: 'none', months: 3, hours: 250, regime: 'forklift' })).toEqual({
      fields: { serviceIntervalMonths: null, serviceIntervalHours: null, serviceRegime: null },
    });
  });

  it('refuses 0 or 1,000 months and negative hours with the clear message', () => {
    expect(intervalFieldsOf({ kind: 'months', months: 0, hours: null, regime: null })).toEqual({
      errors: { serviceIntervalMonths: 'Service interval must be none or a whole number of months from 1 to 120' },
    });
    expect(intervalFieldsOf({ kind: 'both', months: 1000, hours: -5, regime: null })).toEqual({
      errors: {
        serviceIntervalMonths: 'Service interval must be none or a whole number of months from 1 to 120',
        serviceIntervalHours: 'Service interval in hours must be none or a whole number from 1 to 100,000',
      },
    });
  });

  it('names the interval in words', () => {
    expect(intervalLabel({ serviceIntervalMonths: 3, serviceIntervalHours: 250 })).toBe(
      'Every 3 months or 250 hours, whichever comes first',
    );
    expect(intervalLabel({ serviceIntervalHours: 1500 })).toBe('Every 1,500 hours run');
    expect(intervalLabel({ serviceIntervalMonths: 1 })).toBe('Every month');
    expect(intervalLabel({})).toBe('None');
  });
});
