// A background job's last error as an operator may read it in the owner portal: enough to see what went wrong
// (the status a receiver answered, the mail server's refusal), nothing private. Providers' messages can carry a
// customer's address or number, a webhook URL with a secret in its path or query, or a token; those are masked.
// Pure.

/** The owner portal shows at most this much of a failure's message. */
export const OPERATOR_ERROR_MAX = 300;

const MASKS: [RegExp, string | ((match: string) => string)][] = [
  // A URL: its origin only (a path or query may hold a secret, e.g. a chat app's incoming-webhook URL).
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]+/gi, (url) => originOf(url)],
  // An email address.
  [/[^\s@'"<>()[\]]+@[^\s@'"<>()[\]]+\.[a-z]{2,}/gi, '[email]'],
  // A long run of letters and digits: a token, key or signature.
  [/\b[A-Za-z0-9_\-+/=]{24,}\b/g, '[hidden]'],
  // A phone number: eight or more digits, spaces, dashes or brackets, an optional + first.
  [/\+?\d[\d\s\-()]{6,}\d/g, '[number]'],
];

function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.host ? `${u.protocol}//${u.host}/…` : '[link]';
  } catch {
    return '[link]';
  }
}

/** The message's first line, private parts masked, cut to OPERATOR_ERROR_MAX characters. */
export function operatorError(message: string): string {
  let text = (message.split('\n').find((line) => line.trim()) ?? '').trim();
  for (const [pattern, replacement] of MASKS) text = text.replace(pattern, replacement as string);
  return text.length > OPERATOR_ERROR_MAX ? `${text.slice(0, OPERATOR_ERROR_MAX - 1)}…` : text || 'No message was recorded';
}
