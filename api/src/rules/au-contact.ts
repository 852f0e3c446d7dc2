// Australian contact details, one home for the API (customer and business details, CSV import) and the web forms'
// pre-checks: phone numbers, postcodes and the eight states and territories. Empty is never an error here; whether a
// field is required is the form's business.

export const AU_STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const auContactMessages = {
  phone: 'Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678',
  postcode: 'Postcode must be 4 digits',
  state: 'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT',
} as const;

const STATE_NAMES: Record<string, AuState> = {
  victoria: 'VIC',
  'new south wales': 'NSW',
  queensland: 'QLD',
  'south australia': 'SA',
  'western australia': 'WA',
  tasmania: 'TAS',
  'northern territory': 'NT',
  'australian capital territory': 'ACT',
};

/** 'vic', ' VIC ', 'Victoria' → 'VIC'; anything else → null. */
export function auState(text: string): AuState | null {
  const v = text.trim().replace(/\s+/g, ' ');
  const upper = v.toUpperCase();
  return (AU_STATES as readonly string[]).includes(upper) ? (upper as AuState) : (STATE_NAMES[v.toLowerCase()] ?? null);
}

/** Four digits (' 3000 ' → '3000'); anything else → null. */
export function auPostcode(text: string): string | null {
  const v = text.trim();
  return /^\d{4}$/.test(v) ? v : null;
}

/**
 * Whether text is an Australian phone number as people write it: spaces, dashes, dots and brackets allowed, +61 or
 * 61 for the leading 0 ('+61 (0)3 …' too). Landlines with their area code (02, 03, 07, 08) and mobiles (04, 05) are
 * ten digits; 1300 and 1800 numbers ten; 13 numbers six. A number without its area code cannot be dialled from a
 * mobile, so it is refused.
 */
export function isAuPhone(text: string): boolean {
  let digits = text
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\-.()]/g, '');
  if (/^\+?61\d{9}$/.test(digits)) digits = `0${digits.replace(/^\+?61/, '')}`;
  return /^0[2-578]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

export interface AuContact {
  phone?: string | null;
  state?: string | null;
  postcode?: string | null;
}

/** The problems of a contact's phone, state and postcode, field by field (a field left empty has none). */
export function auContactProblems(contact: AuContact): Partial<Record<keyof AuContact, string>> {
  const problems: Partial<Record<keyof AuContact, string>> = {};
  const filled = (v?: string | null): v is string => typeof v === 'string' && v.trim() !== '';
  if (filled(contact.phone) && !isAuPhone(contact.phone)) problems.phone = auContactMessages.phone;
  if (filled(contact.state) && !auState(contact.state)) problems.state = auContactMessages.state;
  if (filled(contact.postcode) && !auPostcode(contact.postcode)) problems.postcode = auContactMessages.postcode;
  return problems;
}
