import { describe, expect, it } from 'vitest';
import {
  jobConfirmationText,
  jobReminderText,
  nonGsmCharacters,
  normaliseSmsPhone,
  plainSmsText,
  smsEncoding,
  smsSegments,
  withConfirmLink,
} from './sms.ts';

describe('SMS phone numbers (+61)', () => {
  it('replaces a leading 0, prefixes a leading 61 with +, keeps +61', () => {
    expect(normaliseSmsPhone('0412 345 678')).toBe('+61412345678');
    expect(normaliseSmsPhone('61412345678')).toBe('+61412345678');
    expect(normaliseSmsPhone('+61 (0)412-345-678')).toBe('+61412345678');
    expect(normaliseSmsPhone('412345678')).toBe('+61412345678');
  });

  it('refuses what cannot receive an SMS', () => {
    for (const bad of ['', '03 9123 4567', '0412 345', 'phone me', '+1 415 555 0100', '1300 123 456'])
      expect(normaliseSmsPhone(bad)).toBeNull();
  });
});

describe('SMS segments (credits)', () => {
  it('counts 160 plain characters as one, 161 as two', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts the GSM extension characters twice and anything else as UCS-2', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('✔'.repeat(70))).toBe(1);
    expect(smsSegments('✔'.repeat(71))).toBe(2);
  });
});

describe('the texts Spanner writes: plain GSM characters for typography', () => {
  it('turns curly quotes, dashes, the ellipsis and special spaces into their GSM equivalents', () => {
    expect(plainSmsText('‘Tom’s’ “hot” – water — unit… 9:30\u202fam\u00a0today')).toBe("'Tom's' \"hot\" - water - unit... 9:30 am today");
    expect(plainSmsText('soft\u00adhyphen, zero\u200bwidth')).toBe('softhyphen, zerowidth');
    for (const typographic of ['‘', '’', '“', '”', '–', '—', '…', '\u00a0', '\u202f', '\u2009', '′', '″', '‐', '−'])
      expect(smsEncoding(plainSmsText(`Fix ${typographic} it`))).toBe('GSM-7');
  });

  it('keeps what has no plain equivalent: emoji and letters outside GSM stay as written', () => {
    expect(plainSmsText('Zoë’s 🔧 job')).toBe("Zoë's 🔧 job");
    expect(nonGsmCharacters(plainSmsText('Zoë’s 🔧 job'))).toEqual(['ë', '🔧']);
  });

  it('writes a confirmation for a job titled with an en dash and a curly apostrophe at the cost of a plain one', () => {
    const when = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true }).format(
      new Date(2026, 11, 2, 9, 30),
    );
    const typographic = jobConfirmationText({
      businessName: 'O’Brien Plumbing',
      title: 'Hot water – Sam’s unit',
      contactName: 'Alice “Al” Nguyen',
      when: `Wed, 2 Dec 2026, ${when}`,
    });
    const plain = jobConfirmationText({
      businessName: "O'Brien Plumbing",
      title: "Hot water - Sam's unit",
      contactName: 'Alice "Al" Nguyen',
      when: 'Wed, 2 Dec 2026, 9:30 am',
    });
    expect(typographic).toBe(plain);
    expect(smsEncoding(typographic)).toBe('GSM-7');
    const link = `https://app.spanner.com.au/c/${'x'.repeat(32)}`;
    expect(smsSegments(withConfirmLink(typographic, link))).toBe(smsSegments(withConfirmLink(plain, link)));
  });

  it('writes reminders in plain characters too', () => {
    const text = jobReminderText({ businessName: 'O’Brien Plumbing', title: 'Leak — kitchen', contactName: 'Sam', time: '9:30\u202fam' });
    expect(text).toBe(
      "Hi Sam, a reminder from O'Brien Plumbing: Leak - kitchen is booked for tomorrow at 9:30 am. Please contact us if that no longer suits.",
    );
    expect(smsSegments(text)).toBe(1);
  });

  it('counts a text with an emoji as UCS-2, by its UTF-16 length', () => {
    expect(smsEncoding('See you soon 👍')).toBe('UCS-2');
    expect(smsSegments('👍'.repeat(35))).toBe(1);
    expect(smsSegments('👍'.repeat(36))).toBe(2);
    expect(smsSegments(`${'a'.repeat(100)}👍`)).toBe(2);
    expect(smsSegments('a'.repeat(102))).toBe(1);
  });
});
