import { describe, expect, it } from 'vitest';
import {
  invoiceStatusTone,
  jobStatusTone,
  priorityTone,
  quoteStatusTone,
  statusBadge,
  statusLabel,
  ticketStatusTone,
} from './status-tones.ts';
import { usageLevel, usageLevelOf, usagePercent } from './usage.ts';

describe('status tones and labels', () => {
  it("maps the spec's status colours", () => {
    expect(['draft', 'sent', 'paid', 'overdue', 'void'].map(invoiceStatusTone)).toEqual(['grey', 'blue', 'green', 'red', 'grey']);
    expect(['open', 'in_progress', 'resolved', 'closed'].map(ticketStatusTone)).toEqual(['blue', 'yellow', 'green', 'grey']);
    expect(['urgent', 'high', 'medium', 'low'].map(priorityTone)).toEqual(['red', 'orange', 'yellow', 'grey']);
    expect(['draft', 'sent', 'accepted', 'rejected'].map(quoteStatusTone)).toEqual(['grey', 'blue', 'green', 'red']);
    expect(jobStatusTone('in_progress')).toBe('yellow');
    expect(jobStatusTone('done')).toBe('green');
    expect(jobStatusTone('something_new')).toBe('grey');
  });

  it('labels statuses readably', () => {
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('past_due')).toBe('Past Due');
    expect(statusBadge('invoice', 'overdue')).toEqual({ tone: 'red', label: 'Overdue' });
  });
});

describe('usage thresholds', () => {
  it('warns from 80 % and is red from 100 % or when exceeded', () => {
    expect(usageLevel(79.9)).toBe('normal');
    expect(usageLevel(80)).toBe('warning');
    expect(usageLevel(99)).toBe('warning');
    expect(usageLevel(100)).toBe('danger');
    expect(usageLevel(130)).toBe('danger');
    expect(usageLevel(10, true)).toBe('danger');
    expect(usagePercent(82, 100)).toBe(82);
    expect(usagePercent(1, 0)).toBe(100);
    expect([usageLevelOf(4, 5), usageLevelOf(5, 5), usageLevelOf(1, 5)]).toEqual(['warning', 'danger', 'normal']);
  });
});
