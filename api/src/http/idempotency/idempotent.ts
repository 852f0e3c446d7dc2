import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';

/** How long a key's result is kept: a phone offline for a long weekend still gets its answers replayed. */
export const KEY_LIFETIME_HOURS = 72;
/**
 * A first request that has not finished after this long died with its process (no request runs this long): its key
 * is taken over by the next request with it, which applies the change.
 */
const IN_FLIGHT_LEASE_MS = 2 * 60 * 1000;

export const idempotencyMessages = {
  invalid: 'Idempotency-Key must be 1 to 255 visible characters (a UUID made by the client)',
  inFlight: 'A request with this Idempotency-Key is still being applied: send it again in a moment',
  reused: 'This Idempotency-Key was already used for a different request: make a new key for a new change',
};

/** The answer a write gave: what a repeat of its key gets back. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface Applied extends StoredAnswer {
  /** False for an answer that applied nothing (a refusal, a failed check): the key is released, a retry runs again. */
  keep: boolean;
}

export interface IdempotentRequest {
  /** Whose key: the signed-in member (keys are kept per organisation and user). */
  ctx: Context;
  key: string;
  /**
   * What was asked (see fingerprint.ts). Read after `apply` when the change is made (a streamed upload is hashed as it
   * is stored), before answering a repeat.
   */
  fingerprint: () => Promise<string>;
}

/** The `Idempotency-Key` header: absent (undefined), or a key the client made; anything else is refused. */
export function idempotencyKeyOf(header: string | string[] | null | undefined): string | undefined {
  if (header == null) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) throw new AppError('BAD_REQUEST', idempotencyMessages.invalid);
  return key;
}

/** Only a member's writes are kept: there is no one else to scope a key to. */
export const takesIdempotencyKeys = (ctx: Context) => !!ctx.user;

/**
 * Apply a write once per key. The first request with a key claims it and applies the change; its answer is kept.
 * A repeat with the same request gets that answer (`replayed`); with a different request, 422; while the first is
 * still being applied, 409. Rights are the caller's to check before (REST) or during (GraphQL) `apply`, as for any
 * request: the key only decides whether the change is made again.
 */
export async function idempotent(
  { ctx, key, fingerprint }: IdempotentRequest,
  apply: () => Promise<Applied>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const user = ctx.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to send an Idempotency-Key');
  const rows = ctx.db.idempotencyKey;
  // A member's keys older than their lifetime go when they next write with one.
  await rows.deleteMany({ where: { userId: user.userId, createdAt: { lt: expiry() } } });
  const claim = await claimKey(ctx, key);
  if ('answer' in claim) {
    if (claim.fingerprint !== (await fingerprint())) throw new AppError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused);
    return { ...claim.answer, replayed: true };
  }
  let applied: Applied;
  try {
    applied = await apply();
  } catch (e) {
    await rows.deleteMany({ where: { id: claim.id, status: null } });
    throw e;
  }
  if (!applied.keep) {
    await rows.deleteMany({ where: { id: claim.id, status: null } });
  } else {
    await rows.update({
      where: { id: claim.id },
      data: {
        fingerprint: await fingerprint(),
        status: applied.status,
        body: applied.body as Prisma.InputJsonValue,
        completedAt: new Date(),
      },
    });
  }
  return { status: applied.status, body: applied.body, replayed: false };
}

type Claim = { id: string } | { answer: StoredAnswer; fingerprint: string | null };

async function claimKey(ctx: Context, key: string): Promise<Claim> {
  const { userId, orgId } = ctx.user as NonNullable<Context['user']>;
  const rows = ctx.db.idempotencyKey;
  try {
    return await rows.create({ data: { orgId, userId, key }, select: { id: true } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
  const found = await rows.findFirst({ where: { userId, key } });
  if (!found) return claimKey(ctx, key); // released meanwhile: claim it now
  if (found.status !== null) return { answer: { status: found.status, body: found.body }, fingerprint: found.fingerprint };
  // Still in flight: unless its process died, the first request is being applied.
  const taken = await rows.updateMany({
    where: { id: found.id, status: null, createdAt: { lt: new Date(Date.now() - IN_FLIGHT_LEASE_MS) } },
    data: { createdAt: new Date() },
  });
  if (taken.count === 1) return { id: found.id };
  throw new AppError('IDEMPOTENCY_KEY_IN_FLIGHT', idempotencyMessages.inFlight, { retryAfterSeconds: 2 });
}

const expiry = () => new Date(Date.now() - KEY_LIFETIME_HOURS * 3600 * 1000);
