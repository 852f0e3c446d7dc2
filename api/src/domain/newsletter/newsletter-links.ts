import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';

// The links emailed to a newsletter address. A link's token is "<row id>.<secret>": the row is found by its id and
// the secret's SHA-256 (all that is stored) compared in constant time, so neither a database copy nor the time an
// answer takes gives a usable link away.

export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

/** Where each link leads (answered by rest/newsletter.handlers.ts: a page with one button, and its POST). */
export const confirmPath = (token: string) => `/api/public/newsletter/confirm/${token}`;
export const unsubscribePath = (token: string) => `/api/public/newsletter/unsubscribe/${token}`;

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;
const NO_HASH = '0'.repeat(64);

/** A new link's token for the subscriber (a confirm link expires; an unsubscribe link keeps working). */
export async function issueNewsletterToken(
  db: Db,
  subscriberId: string,
  purpose: NewsletterLinkPurpose,
  expiresAt: Date | null = null,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const row = await db.newsletterToken.create({
    data: { subscriberId, purpose, secretHash: hashToken(secret), expiresAt },
    select: { id: true },
  });
  return `${row.id}.${secret}`;
}

/** What a link's token reads: the link and its subscriber (shape B, declared by its select). */
const newsletterLinkRead = {
  select: {
    id: true,
    purpose: true,
    secretHash: true,
    expiresAt: true,
    usedAt: true,
    subscriber: { select: { id: true, email: true, source: true, confirmedAt: true, unsubscribedAt: true } },
  },
} as const satisfies Prisma.NewsletterTokenDefaultArgs;

export type NewsletterLink = Prisma.NewsletterTokenGetPayload<typeof newsletterLinkRead>;

/** The link row behind a token of this purpose, with its subscriber; null for anything else (malformed, forged). */
export async function findNewsletterToken(db: Db, token: string, purpose: NewsletterLinkPurpose): Promise<NewsletterLink | null> {
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const row = await db.newsletterToken.findUnique({ ...newsletterLinkRead, where: { id: parts[1] } });
  const matches = timingSafeEqual(Buffer.from(row?.secretHash ?? NO_HASH, 'hex'), Buffer.from(hashToken(parts[2]), 'hex'));
  return row && matches && row.purpose === purpose ? row : null;
}

/** Subscribed: the confirm link was opened and no unsubscribe came after. */
export const isSubscribed = (s: { confirmedAt: Date | null; unsubscribedAt: Date | null }) => !!s.confirmedAt && !s.unsubscribedAt;
