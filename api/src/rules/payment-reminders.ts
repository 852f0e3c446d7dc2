import { formatAud } from './money.ts';
import { addDays } from './zoned-time.ts';

// Automatic payment reminders (docs/getting-paid.md → Reminders): pure rules shared with the web. A step is a number
// of days relative to an invoice's due day in the organisation's zone: -3 three days before, 0 on the day, 7 a week
// overdue. A step fires on exactly one local day, due day + step, from REMINDER_FIRST_HOUR until REMINDER_LAST_HOUR.

export const DEFAULT_REMINDER_STEPS: readonly number[] = [-3, 0, 7, 14, 30];
/** Steps lie within a month before and a year after the due day; at most MAX_REMINDER_STEPS of them. */
export const MIN_REMINDER_STEP = -30;
export const MAX_REMINDER_STEP = 365;
export const MAX_REMINDER_STEPS = 10;
/** Reminders go out during the business's working day (its zone): from 9 am, the last hourly pass at 5 pm. */
export const REMINDER_FIRST_HOUR = 9;
export const REMINDER_LAST_HOUR = 17;

export const paymentReminderMessages = {
  stepsRequired: 'Add at least one reminder step',
  stepInvalid: `Each step is a whole number of days from ${MIN_REMINDER_STEP} (before the due date) to ${MAX_REMINDER_STEP} (overdue)`,
  tooManySteps: `At most ${MAX_REMINDER_STEPS} reminder steps`,
  duplicateStep: 'Each step may appear once',
  channelRequired: 'Choose email, SMS or both',
  claimRequired: 'Tell us how and when you paid',
  claimTooLong: 'Keep it under 1,000 characters',
  nameTooLong: 'Keep your name under 200 characters',
  alreadyPaid: 'This invoice is already paid. Thank you.',
  notRemindable: 'This invoice has nothing left to pay',
} as const;

/** The steps as stored: each once, earliest first. */
export const normaliseSteps = (steps: readonly number[]): number[] => [...new Set(steps)].sort((a, b) => a - b);

/** What is wrong with a set of steps, or null. */
export function stepsProblem(steps: readonly number[]): string | null {
  if (!steps.length) return paymentReminderMessages.stepsRequired;
  if (steps.length > MAX_REMINDER_STEPS) return paymentReminderMessages.tooManySteps;
  if (steps.some((s) => !Number.isInteger(s) || s < MIN_REMINDER_STEP || s > MAX_REMINDER_STEP)) return paymentReminderMessages.stepInvalid;
  if (new Set(steps).size !== steps.length) return paymentReminderMessages.duplicateStep;
  return null;
}

/** The local day (YYYY-MM-DD) a step fires for an invoice due on `dueDay`. */
export const stepDay = (dueDay: string, step: number): string => addDays(dueDay, step);

/** The due day of the invoices whose step `step` fires on `today`. */
export const dueDayForStep = (today: string, step: number): string => addDays(today, -step);

/** The steps of an invoice due on `dueDay` that fire on `today` (at most one when the steps are distinct). */
export const stepsFiringOn = (steps: readonly number[], dueDay: string, today: string): number[] =>
  steps.filter((step) => stepDay(dueDay, step) === today);

/** Whether the hour (0–23, the organisation's zone) is within the reminders' working day. */
export const withinReminderHours = (hour: number): boolean => hour >= REMINDER_FIRST_HOUR && hour <= REMINDER_LAST_HOUR;

/** "3 days before due", "on the due date", "1 day overdue", "7 days overdue". */
export function stepLabel(step: number): string {
  if (step === 0) return 'on the due date';
  const n = Math.abs(step);
  const days = `${n} day${n === 1 ? '' : 's'}`;
  return step < 0 ? `${days} before due` : `${days} overdue`;
}

export interface ReminderText {
  businessName: string;
  invoiceNumber: string;
  balanceCents: number;
  /** The due day, already written out ("12 December 2026"). */
  dueDate: string;
  step: number;
  /** The invoice's page; null when there is no link to give. */
  link: string | null;
  /** The page takes payment online (the business's payout account is enabled). */
  canPayOnline: boolean;
}

const dueSentence = (t: ReminderText) =>
  t.step < 0 ? `is due on ${t.dueDate}` : t.step === 0 ? `is due today, ${t.dueDate}` : `was due on ${t.dueDate}`;

const linkLabel = (t: ReminderText) => (t.canPayOnline ? 'View and pay this invoice online' : 'View this invoice online');

export function reminderEmailSubject(t: ReminderText): string {
  return `${t.step > 0 ? 'Overdue: ' : ''}Invoice ${t.invoiceNumber} from ${t.businessName}`;
}

/** The reminder email's text: business, invoice number, balance, due day, the link (pay or view), and the way out. */
export function reminderEmailText(t: ReminderText): string {
  return [
    'Hello,',
    '',
    `This is a reminder that invoice ${t.invoiceNumber} from ${t.businessName} ${dueSentence(t)}. The balance is ${formatAud(t.balanceCents)}.`,
    ...(t.link ? ['', `${linkLabel(t)}: ${t.link}`] : []),
    '',
    'Already paid? Thank you — you can tell us on the invoice page and we will stop these reminders.',
    '',
    t.businessName,
  ].join('\n');
}

/** The reminder SMS: short, the same facts. */
export function reminderSmsText(t: ReminderText): string {
  const head = `${t.businessName}: invoice ${t.invoiceNumber} (${formatAud(t.balanceCents)}) ${dueSentence(t)}.`;
  return t.link ? `${head} ${t.canPayOnline ? 'Pay' : 'View'}: ${t.link}` : head;
}
