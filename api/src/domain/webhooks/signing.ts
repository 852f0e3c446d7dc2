import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Standard Webhooks signing (https://www.standardwebhooks.com): webhook-id, webhook-timestamp (seconds) and
// webhook-signature ("v1,<base64 HMAC-SHA256 of id.timestamp.body>"), through the `standardwebhooks` library.
// During a rotation the old secret signs too: the header then carries both signatures, separated by a space.

/** A new signing secret: 256 random bits, as Standard Webhooks writes them (whsec_ + base64). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function signedHeaders(
  secrets: string[],
  message: { id: string; body: string },
  at: Date,
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(message.id, at, message.body)).join(' '),
  };
}

/** The secrets that sign at `now`: the current one, and the one before a rotation for its last 24 hours. */
export const signingSecrets = (
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  now: Date,
) => [
  endpoint.secret,
  ...(endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now ? [endpoint.previousSecret] : []),
];
