import { describe, expect, it } from 'vitest';
import { findWhen, instantOfWhen, type ParsedSentence, parseSentence } from './assistant-sentences.ts';

// The offline assistant's reading of sentences: a table of what users type and what it must understand. "Now" is
// Tuesday 24 November 2026, 10:00 am in Melbourne (AEDT, UTC+11).
const NOW = new Date('2026-11-23T23:00:00Z');
const ZONE = 'Australia/Melbourne';

const at = (day: string | null, hour?: number, minute = 0) => ({ day, time: hour === undefined ? null : { hour, minute } });

const TABLE: [string, ParsedSentence][] = [
  // Quick prompts alone
  ['New Job', { intent: 'prompt', kind: 'job' }],
  ['Invoice', { intent: 'prompt', kind: 'invoice' }],
  ['new invoice', { intent: 'prompt', kind: 'invoice' }],
  // New jobs
  [
    'New job for Bayside Dental tomorrow 9 am, aircon not cooling, send Jake',
    { intent: 'job', customer: 'Bayside Dental', technicians: ['Jake'], when: at('2026-11-25', 9), title: 'Aircon not cooling' },
  ],
  [
    'new job for trattoria lucia today at 2:30 pm, coolroom alarm, send priya and liam',
    { intent: 'job', customer: 'trattoria lucia', technicians: ['priya', 'liam'], when: at('2026-11-24', 14, 30), title: 'Coolroom alarm' },
  ],
  [
    'Book a job for Ironbark Fitness next Tuesday at 10, filter clean',
    { intent: 'job', customer: 'Ironbark Fitness', technicians: [], when: at('2026-12-01', 10), title: 'Filter clean' },
  ],
  [
    'Create job for Kew Hill Montessori on 3 March at 10, annual service, assign to Liam',
    { intent: 'job', customer: 'Kew Hill Montessori', technicians: ['Liam'], when: at('2027-03-03', 10), title: 'Annual service' },
  ],
  [
    'Job for Acland Sushi Bar Thursday 7.30am - cool room not holding temp',
    { intent: 'job', customer: 'Acland Sushi Bar', technicians: [], when: at('2026-11-26', 7, 30), title: 'Cool room not holding temp' },
  ],
  [
    'please schedule a new job for Nova Hair & Beauty in 2 hours, send Jake',
    { intent: 'job', customer: 'Nova Hair & Beauty', technicians: ['Jake'], when: at('2026-11-24', 12), title: null },
  ],
  [
    'New job for Parkside Pharmacy to replace the capacitor, 5/12 at 8am',
    { intent: 'job', customer: 'Parkside Pharmacy', technicians: [], when: at('2026-12-05', 8), title: 'Replace the capacitor' },
  ],
  ['new job', { intent: 'prompt', kind: 'job' }],
  [
    'Add a job for Box Hill Dental Studio at noon on Friday',
    { intent: 'job', customer: 'Box Hill Dental Studio', technicians: [], when: at('2026-11-27', 12), title: null },
  ],
  [
    'New job at Eaton Mall Bakery the day after tomorrow 14:00, leaking split system, send Priya',
    { intent: 'job', customer: 'Eaton Mall Bakery', technicians: ['Priya'], when: at('2026-11-26', 14), title: 'Leaking split system' },
  ],
  // Invoices
  ['Invoice the completed job at Preston Motors', { intent: 'invoice', customer: 'Preston Motors' }],
  ['invoice Bayside Dental', { intent: 'invoice', customer: 'Bayside Dental' }],
  ['Create an invoice for Trattoria Lucia', { intent: 'invoice', customer: 'Trattoria Lucia' }],
  ['Invoice Ironbark Fitness for the last job', { intent: 'invoice', customer: 'Ironbark Fitness' }],
  ['Please raise an invoice for the job at Acland Sushi Bar.', { intent: 'invoice', customer: 'Acland Sushi Bar' }],
  ['create invoice', { intent: 'prompt', kind: 'invoice' }],
  // Reschedules
  ["Move Jake's 2 pm to Thursday", { intent: 'reschedule', technician: 'Jake', customer: null, from: at(null, 14), to: at('2026-11-26') }],
  [
    "move priya's 9:30am to tomorrow 1pm",
    { intent: 'reschedule', technician: 'priya', customer: null, from: at(null, 9, 30), to: at('2026-11-25', 13) },
  ],
  [
    'Reschedule the Bayside Dental job to next Monday at 8am',
    { intent: 'reschedule', technician: null, customer: 'Bayside Dental', from: at(null), to: at('2026-11-30', 8) },
  ],
  [
    "Move Liam's Friday 3pm to 11 December",
    { intent: 'reschedule', technician: 'Liam', customer: null, from: at('2026-11-27', 15), to: at('2026-12-11') },
  ],
  [
    'Push the 2pm at Trattoria Lucia to 4:30 pm',
    { intent: 'reschedule', technician: null, customer: 'Trattoria Lucia', from: at(null, 14), to: at(null, 16, 30) },
  ],
  // Running late
  ["Text the customer we're running 20 minutes late", { intent: 'late', minutes: 20 }],
  ['sms the customer that I am running late', { intent: 'late', minutes: null }],
  ['Let the customer know I’ll be half an hour late, running behind', { intent: 'late', minutes: 30 }],
  ['Message the client: running 15 mins late', { intent: 'late', minutes: 15 }],
  // Questions
  ['How do I add a technician?', { intent: 'question', text: 'How do I add a technician?' }],
  ['What are SMS credits', { intent: 'question', text: 'What are SMS credits' }],
  ['Which invoices are overdue?', { intent: 'question', text: 'Which invoices are overdue?' }],
  ['Can you move a job?', { intent: 'question', text: 'Can you move a job?' }],
  // Not understood
  ['Hello there', { intent: 'unknown' }],
  ['   ', { intent: 'unknown' }],
];

describe('parseSentence: what a sentence asks for (table)', () => {
  it.each(TABLE)('%s', (sentence, expected) => {
    expect(parseSentence(sentence, NOW, ZONE)).toEqual(expected);
  });

  it('holds at least 30 sentences', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });
});

describe('findWhen: dates and times in the zone', () => {
  const day = (text: string, now = NOW) => findWhen(text, now, ZONE).when;

  it('reads a weekday as the next one after today, never today', () => {
    expect(day('Tuesday')).toEqual(at('2026-12-01'));
    expect(day('Wednesday')).toEqual(at('2026-11-25'));
    expect(day('on Monday')).toEqual(at('2026-11-30'));
  });

  it("reads 'next <weekday>' as that day of next week (weeks start on Monday)", () => {
    expect(day('next Wednesday')).toEqual(at('2026-12-02'));
    // On a Sunday, next week starts tomorrow.
    expect(day('next Tuesday', new Date('2026-11-29T01:00:00Z'))).toEqual(at('2026-12-01'));
  });

  it("takes 'today' from the organisation's zone, not UTC (11:30 pm UTC on the 23rd is the 24th in Melbourne)", () => {
    expect(day('today')).toEqual(at('2026-11-24'));
    expect(findWhen('today', NOW, 'UTC').when).toEqual(at('2026-11-23'));
  });

  it('moves a past date without a year to next year, keeps a date with one, refuses one that does not exist', () => {
    expect(day('1 January')).toEqual(at('2027-01-01'));
    expect(day('24 November')).toEqual(at('2026-11-24'));
    expect(day('3 March 2028')).toEqual(at('2028-03-03'));
    expect(day('31 April')).toEqual(at(null));
  });

  it('reads 12 am as midnight and 12 pm as noon, and refuses 13 pm', () => {
    expect(day('at 12 am')).toEqual(at(null, 0));
    expect(day('12pm')).toEqual(at(null, 12));
    expect(day('13pm')).toEqual(at(null));
  });

  it("reads 'in 2 hours' across midnight, rounded up to 5 minutes", () => {
    expect(day('in 2 hours', new Date('2026-11-24T12:07:00Z'))).toEqual(at('2026-11-25', 1, 10));
    expect(day('in 30 minutes')).toEqual(at('2026-11-24', 10, 30));
  });

  it('leaves the rest of the sentence', () => {
    expect(findWhen('Bayside Dental tomorrow 9 am, aircon', NOW, ZONE).rest).toBe('Bayside Dental, aircon');
  });

  it('turns a day and time into the instant in the zone, daylight saving included', () => {
    const fallback = { day: '2026-11-24', time: { hour: 9, minute: 0 } };
    expect(instantOfWhen(at('2026-11-25', 9), fallback, ZONE).toISOString()).toBe('2026-11-24T22:00:00.000Z');
    // 3 March 2027 is still daylight time (+11); 10 June is standard time (+10).
    expect(instantOfWhen(at('2027-03-03', 10), fallback, ZONE).toISOString()).toBe('2027-03-02T23:00:00.000Z');
    expect(instantOfWhen(at('2027-06-10'), fallback, ZONE).toISOString()).toBe('2027-06-09T23:00:00.000Z');
  });
});
