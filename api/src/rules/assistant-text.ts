// What passes between the assistant and the model, as pure rules shared with the web app: invisible characters
// stripped on the way in and out, links only into the app, and text from outside the user marked as data.

/** The assistant's texts (spec part 2 §8), word for word. */
export const assistantTexts = {
  quota: 'AI service quota exceeded. Please contact support.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  trouble: "Sorry, I'm having trouble right now. Please try again.",
  empty: "Sorry, I couldn't generate a response.",
  messageRequired: 'Message is required',
  notATextField: "The assistant may fill only a draft form's text fields: signatures, photos and checks are a person's",
  messageTooLong: 'A message can be at most 2,000 characters',
  historyTooLong: 'At most 10 earlier messages can be sent',
  historyItemTooLong: 'Each earlier message can be at most 2,000 characters',
  roleInvalid: 'Each earlier message must be from the user or the assistant',
  draftNotFound: 'Draft not found',
  draftExpired: 'This draft has expired. Ask the assistant again for a new one.',
  draftConfirmed: 'This draft has already been confirmed',
  linkRemoved: '[link removed]',
} as const;

export const MAX_MESSAGE_CHARS = 2000;
export const MAX_HISTORY = 10;

/**
 * Characters a reader cannot see but a model reads: zero-width spaces and joiners, directional marks and embeddings,
 * the word joiner and invisible operators, the byte-order mark, variation selectors (and their supplement), the tag
 * characters U+E0000–E007F (which can spell out a hidden instruction), soft hyphens and the Mongolian vowel separator.
 */
// Built from a string: a literal class holding the variation selectors reads to linters as a misleading class.
const INVISIBLE_CLASS =
  '[\\u00AD\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF\\uFE00-\\uFE0F\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}]';
const INVISIBLE = new RegExp(INVISIBLE_CLASS, 'gu');

/** The text without invisible characters (applied to everything going to the model and everything coming back). */
export const stripInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** Whether a text holds any invisible character. */
export const hasInvisible = (text: string): boolean => new RegExp(INVISIBLE_CLASS, 'u').test(text);

/** App paths a link in an answer may point at: one path segment word and ids/slugs after it, nothing else. */
const APP_PATH = /^\/(?!\/)[A-Za-z0-9\-_/?=&.%+,]*$/;

/** Whether a link target stays inside the app (a relative path, not '//host', no scheme). */
export const isAppPath = (href: string): boolean => APP_PATH.test(href) && !href.includes('..');

const MARKDOWN_LINK = /\[([^\]\n]{0,200})\]\(([^)\s]{0,2000})\)/g;
const BARE_URL = /\b(?:[a-z][a-z0-9+.-]{1,20}:\/\/|www\.)[^\s<>()"']+/gi;
const SCHEME_LINK = /\b(?:javascript|data|vbscript|file|mailto|tel|sms):[^\s<>"']*/gi;

/**
 * An answer as the user may see it: invisible characters stripped, Markdown links kept only when they point into
 * the app (else the link text stays and the target goes), bare addresses of other sites and scheme links
 * (javascript:, data:, mailto: …) replaced by '[link removed]'.
 */
export function safeAnswer(text: string): string {
  const clean = stripInvisible(text).replace(/\uE000/g, '');
  const kept: string[] = [];
  const withoutLinks = clean.replace(MARKDOWN_LINK, (_m, label: string, href: string) => {
    if (isAppPath(href)) {
      kept.push(`[${label}](${href})`);
      return `\uE000${kept.length - 1}\uE000`;
    }
    return label;
  });
  return withoutLinks
    .replace(BARE_URL, assistantTexts.linkRemoved)
    .replace(SCHEME_LINK, assistantTexts.linkRemoved)
    .replace(/\uE000(\d+)\uE000/g, (_m, i: string) => kept[Number(i)] ?? '');
}

/**
 * Records from the organisation (names, notes, ticket and SMS text a customer may have written) as the model
 * receives them: one JSON document inside a marked envelope that the instructions tell the model to read as data
 * only. Every string inside is stripped of invisible characters; the envelope's own markers cannot appear inside
 * (they are broken up), so no record can close the envelope and speak as the system.
 */
export function dataEnvelope(tool: string, payload: unknown): string {
  const json = JSON.stringify(payload, (_k, v) => (typeof v === 'string' ? stripInvisible(v).replace(/<\/?data/gi, '< data') : v));
  return `<data tool="${tool}">\n${json}\n</data>`;
}
