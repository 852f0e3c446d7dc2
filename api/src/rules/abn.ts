// Australian Business Number (ABN): 11 digits whose weighted checksum is divisible by 89 (the ATO's rule).
// Pure: shared by the API and the web app.

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The digits of an ABN as typed ('51 824 753 556' → '51824753556'). */
export const abnDigits = (value: string): string => value.replace(/\s/g, '');

/** Whether the value is a real ABN: 11 digits (spaces allowed) passing the checksum. */
export function isValidAbn(value: string): boolean {
  const d = abnDigits(value);
  if (!/^\d{11}$/.test(d)) return false;
  const sum = [...d].reduce((acc, ch, i) => acc + (Number(ch) - (i === 0 ? 1 : 0)) * WEIGHTS[i], 0);
  return sum % 89 === 0;
}

export const ABN_MESSAGE = 'Enter a valid 11-digit ABN';

/** An ABN as the ATO writes it, in groups of 2, 3, 3 and 3 ('51824753556' → '51 824 753 556'); anything else as typed. */
export function formatAbn(value: string): string {
  const d = abnDigits(value.trim());
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : value.trim();
}

/** A BSB: 6 digits, optionally written 123-456. */
export const isValidBsb = (value: string): boolean => /^\d{3}-?\d{3}$/.test(value.trim());

export const BSB_MESSAGE = 'BSB must be 6 digits';
