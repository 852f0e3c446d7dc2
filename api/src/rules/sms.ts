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

const isGsm = (c: string) => GSM.has(c) || GSM_EXTENDED.has(c);

/** How a text is sent: GSM-7 when every character is in the GSM alphabet, else UCS-2 (fewer characters a segment). */
export type SmsEncoding = 'GSM-7' | 'UCS-2';
export const smsEncoding = (body: string): SmsEncoding => ([...body].every(isGsm) ? 'GSM-7' : 'UCS-2');

/** The characters that make a text UCS-2, each once, in the order they first appear (the dialog names them). */
export const nonGsmCharacters = (body: string): string[] => [...new Set([...body].filter((c) => !isGsm(c)))];

/** How many SMS segments a text is sent as: 160/153 septets in GSM-7, 70/67 characters in UCS-2. */
export function smsSegments(body: string): number {
  if (smsEncoding(body) === 'GSM-7') {
    const septets = [...body].reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = body.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/**
 * Typography that looks plain but is not in the GSM alphabet, and the GSM text it reads as: curly quotes and
 * apostrophes, dashes, the ellipsis, the spaces Intl puts in dates ('9:30\u202fam') and other spaces, invisible
 * joiners and soft hyphens (dropped). One such character would send a whole SMS as UCS-2 (70 characters a segment
 * instead of 160), so Spanner's own texts are written with their plain equivalents.
 */
const GSM_EQUIVALENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4\u0060]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"'],
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
  [/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, ''],
  [/[\u2022\u00B7]/g, '-'],
  [/\u00D7/g, 'x'],
];

/**
 * A text Spanner writes (a confirmation, a reminder, and the job titles and names put into them) in the GSM
 * alphabet wherever a plain equivalent exists, so typography alone never makes it cost more. Other characters —
 * an emoji, a letter outside GSM — stay as they are: they are what the business wrote. Never applied to a text the
 * user typed, which is sent exactly as typed.
 */
export function plainSmsText(text: string): string {
  return GSM_EQUIVALENTS.reduce((out, [pattern, plain]) => out.replace(pattern, plain), text);
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
  return plainSmsText(`${hello}${job.businessName} has booked ${visit}. Please tap the link to confirm.`);
}

/**
 * The customer's page for a job's confirmation link (the web app's `/c/{token}`): it shows the booking and asks the
 * customer to press Confirm, so a link preview or a mail scanner opening the link confirms nothing. Short, because
 * every character of the link is paid for in the SMS.
 */
export const confirmPagePath = (token: string) => `/c/${encodeURIComponent(token)}`;

/** Spanner's confirmation tokens (192 random bits, base64url): the dialog counts a link of this length. */
export const CONFIRMATION_TOKEN_LENGTH = 32;

/** The confirmation link always ends the SMS, whatever text was chosen, on a line of its own. */
export const withConfirmLink = (text: string, link: string): string => `${text.trim()}\n${link}`;

/** Appointment reminders: the time of day they go out ('HH:MM', 24-hour, the organisation's zone). */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_REMINDER_TIME = '17:00';

/** What the appointment reminder SMS says, the day before the visit. */
export function jobReminderText(job: { businessName: string; title: string; contactName?: string | null; time: string }): string {
  const hello = job.contactName?.trim() ? `Hi ${job.contactName.trim().split(/\s+/)[0]}, ` : 'Hi, ';
  return plainSmsText(
    `${hello}a reminder from ${job.businessName}: ${job.title} is booked for tomorrow at ${job.time}. Please contact us if that no longer suits.`,
  );
}
