import { ccewDueDate } from './ccew.ts';
import type { Answers } from './form-answers.ts';

// Certificate forms (docs/forms.md → CCEW): the NSW CCEW is printed as a PDF, has a due clock from its test date, and
// is emailed to those the rules name. The Victorian COES is not: it is lodged through Energy Safe Victoria's own
// system, never by Spanner (its form says so), so it has no PDF, clock or sending here.

/** Built-in keys of the templates Spanner prints and sends as certificates. */
export const CERTIFICATE_KEYS = ['ccew-nsw'] as const;

/** The test date field of the CCEW (rules/built-in-forms/ccew-nsw.ts). */
export const TEST_DATE_FIELD = 'tested_on';

/**
 * Building Commission NSW's address for CCEWs, as the NSW Government's page names it
 * (https://www.nsw.gov.au/housing-and-construction/compliance-and-regulation/electricians/electrical-compliance-requirements).
 */
export const BUILDING_COMMISSION_NSW_EMAIL = 'meterccew@customerservice.nsw.gov.au';

/**
 * The work (the CCEW's "Work carried out") that sends the certificate to Building Commission NSW and the distributor
 * besides the customer. The NSW Government's page (above): the customer gets a copy for any electrical work; the
 * customer, distributor and Building Commission NSW for a new installation, and for an alteration or addition that needs
 * work on the network connection — here a network connection or a meter installed.
 */
export const WORK_FOR_THE_REGULATOR = ['New work', 'Network connection', 'Installed meter', 'Install advanced meter'] as const;

/**
 * Whom a CCEW goes to unless the sender names them: the customer (when they have an email), and Building Commission
 * NSW when the work is one the rules send it for. The distributor's address is the sender's to add (it depends on the
 * site: Ausgrid, Endeavour Energy, Essential Energy).
 */
export function ccewRecipients(answers: Answers, customerEmail: string | null | undefined): string[] {
  const work = Array.isArray(answers.work_type) ? answers.work_type : [];
  const toRegulator = work.some((w) => (WORK_FOR_THE_REGULATOR as readonly unknown[]).includes(w));
  return [customerEmail?.trim(), toRegulator ? BUILDING_COMMISSION_NSW_EMAIL : undefined].filter((e): e is string => !!e);
}

export const isCertificate = (builtInKey: string | null | undefined): boolean =>
  !!builtInKey && (CERTIFICATE_KEYS as readonly string[]).includes(builtInKey);

/** The day the test was done (`YYYY-MM-DD`), or null when not answered yet. */
export function testDateOf(answers: Answers): string | null {
  const v = answers[TEST_DATE_FIELD];
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/** The day a certificate form is due (`YYYY-MM-DD`): null for other forms, or before the test date is entered. */
export function certificateDueOn(builtInKey: string | null | undefined, answers: Answers): string | null {
  if (!isCertificate(builtInKey)) return null;
  const tested = testDateOf(answers);
  return tested ? ccewDueDate(tested) : null;
}

/** Whole days from `today` to `dueOn` (both `YYYY-MM-DD`): negative when overdue. */
export function daysLeft(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** "CCEW due in 3 days", "CCEW due today", "CCEW overdue by 2 days". */
export function dueText(dueOn: string, today: string): string {
  const n = daysLeft(dueOn, today);
  if (n === 0) return 'CCEW due today';
  if (n > 0) return `CCEW due in ${n} day${n === 1 ? '' : 's'}`;
  return `CCEW overdue by ${-n} day${n === -1 ? '' : 's'}`;
}

export const certificateMessages = {
  notCertificate: 'Only a certificate form (the NSW CCEW) has a certificate to print or send',
  notSubmitted: 'Submit the certificate form before printing or sending it',
  noRecipients: 'Name at least one email address to send the certificate to',
  badEmail: 'Enter a valid email address',
} as const;
