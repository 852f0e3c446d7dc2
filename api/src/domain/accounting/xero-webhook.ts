import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from '../../context.ts';
import { accountingEventScope } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';
import { accountingPullJob } from './sync-jobs.ts';

/** Whether the body is signed with the key (base64 HMAC-SHA256 in x-xero-signature), compared in constant time. */
export function xeroSignatureValid(key: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', key).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/webhooks/xero: Xero's thin, signed events. A wrong signature is answered 401 and a right one 200 with an
 * empty body — which is also Xero's intent-to-receive check. Each tenant the events name queues a pull of its
 * connection (the pull reads what changed; the event carries no data). Tenants Spanner has no live connection to are
 * ignored.
 */
export async function handleXeroWebhook(
  ctx: Pick<Context, 'config' | 'jobs'> & Exclude<Parameters<typeof accountingEventScope>[0], { db: unknown }>,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<void> {
  const key = ctx.config.XERO_WEBHOOK_KEY;
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', 'Xero webhooks are not set up: XERO_WEBHOOK_KEY is missing');
  if (!xeroSignatureValid(key, rawBody, signature)) throw new AppError('UNAUTHENTICATED', 'The Xero signature does not match');
  let tenantIds: string[] = [];
  try {
    const body = JSON.parse(rawBody.toString()) as { events?: { tenantId?: unknown }[] };
    tenantIds = [...new Set((body.events ?? []).map((e) => e.tenantId).filter((t): t is string => typeof t === 'string'))];
  } catch {
    throw new AppError('BAD_REQUEST', 'The body is not Xero’s JSON');
  }
  if (!tenantIds.length) return;
  const connections = await accountingEventScope(ctx).find.accountingConnection.findMany({
    where: { provider: 'xero', status: 'connected', tenantId: { in: tenantIds } },
    select: { id: true, orgId: true },
  });
  for (const c of connections) await ctx.jobs.send(accountingPullJob, { orgId: c.orgId, connectionId: c.id });
}
