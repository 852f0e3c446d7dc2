// SMS rules shared by the API and the web dialog (spec part 2 §5): the phone number's international form, and how
// many segments (credits) a text costs. Pure.

export const smsMessages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter an Australian mobile number, like 0412 345 678',
  messageRequired: 'Message is required',
  messageTooLong: 'A message can be at most 1,600 characters',
} as const;

/** Twilio's limit for one message (10 segments of plain text). */
export const SMS_MAX_LENGTH = 1600;

/** The default country code: numbers are Australian unless written with another +code. */
export const DEFAULT_COUNTRY_CODE = '+61';

/**
 * A phone number in Australian international form (spec part 2 §5): spaces, dashes, dots and brackets dropped, a
 * leading 0 replaced by +61, a leading 61 prefixed with +. Answers null unless it is an Australian mobile (04…,
 * 05…: the only numbers that receive SMS).
 */
export function normaliseSmsPhone(text: string): string | null {
  let digits = text
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\-.()]/g, '');
  if (digits.startsWith('0')) digits = `${DEFAULT_COUNTRY_CODE}${digits.slice(1)}`;
  else if (digits.startsWith('61')) digits = `+${digits}`;
  else if (!digits.startsWith('+')) digits = `${DEFAULT_COUNTRY_CODE}${digits}`;
  return /^\+61[45]\d{8}$/.test(digits) ? digits : null;
}

// The GSM 03.38 alphabet (and its extension table, two septets each); any other character makes the text UCS-2.
const GSM = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€');

/** How many SMS segments a text is sent as: 160/153 septets in GSM-7, 70/67 characters in UCS-2. */
export function smsSegments(body: string): number {
  const chars = [...body];
  const gsm = chars.every((c) => GSM.has(c) || GSM_EXTENDED.has(c));
  if (gsm) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = body.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/** What the job confirmation SMS says before its link (the dialog's editable text; part 2 §7). */
export function jobConfirmationText(job: {
  businessName: string;
  title: string;
  contactName?: string | null;
  /** Already formatted in the organisation's zone ('Tue 24 Nov 2026, 9:30 am'), or null when not scheduled. */
  when: string | null;
}): string {
  const hello = job.contactName?.trim() ? `Hi ${job.contactName.trim().split(/\s+/)[0]}, ` : 'Hi, ';
  const visit = job.when ? `${job.title} on ${job.when}` : job.title;
  return `${hello}${job.businessName} has booked ${visit}. Please tap the link to confirm.`;
}

/** The confirmation link always ends the SMS, whatever text was chosen, on a line of its own. */
export const withConfirmLink = (text: string, link: string): string => `${text.trim()}\n${link}`;

/** Appointment reminders: the time of day they go out ('HH:MM', 24-hour, the organisation's zone). */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_REMINDER_TIME = '17:00';

/** What the appointment reminder SMS says, the day before the visit. */
export function jobReminderText(job: { businessName: string; title: string; contactName?: string | null; time: string }): string {
  const hello = job.contactName?.trim() ? `Hi ${job.contactName.trim().split(/\s+/)[0]}, ` : 'Hi, ';
  return `${hello}a reminder from ${job.businessName}: ${job.title} is booked for tomorrow at ${job.time}. Please contact us if that no longer suits.`;
}
