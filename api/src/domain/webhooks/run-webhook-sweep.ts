import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { webhookSweepScope } from '../../db/cross-organisation.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { EventBus } from '../../events.ts';
import { postWebhook, type WebhookAnswer } from '../../integrations/webhooks/post-webhook.ts';
import { WEBHOOK_ENDPOINTS_PER_ORGANISATION, WEBHOOK_EXCERPT_BYTES, WEBHOOK_RETRY_DELAYS_SECONDS } from '../../rules/webhook-events.ts';
import { disableFailingEndpoints } from './disable-failing-endpoints.ts';
import { signedHeaders, signingSecrets } from './signing.ts';

// The webhook sweep: every listening process runs it; each pass claims the deliveries that are due with
// UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so two processes never take the same delivery, sends
// them, and writes what happened. A claim lasts as long as a pass can take (claimMs): a process that stopped mid-send
// leaves its deliveries to be taken again after that, which is the only way one can arrive twice (and then with the
// same webhook-id).
//
// Fair between organisations: a pass takes due deliveries round-robin by organisation (each one's oldest first), and
// no organisation has more than WEBHOOK_IN_FLIGHT_PER_ORGANISATION deliveries claimed at once, across every pass
// and process. So one organisation's backlog to a slow receiver holds at most that many sends — one pass's worth —
// and the other passes stay free for everyone else's deliveries.

/**
 * How long a pass holds its deliveries: its sends run side by side, each within the receiver's time limit; then
 * writing down what happened may wait for the database (whileDatabaseAway) for the rest of the claim but
 * CLAIM_MARGIN_MS — at least the time limit again and 8 s. 20 s with the default 5 s limit, so the deliveries of a
 * process killed mid-send go out again within 20 s.
 */
export const claimMs = (config: Pick<Config, 'WEBHOOK_TIMEOUT_MS'>) => 2 * config.WEBHOOK_TIMEOUT_MS + 10_000;
/** What a pass leaves of its claim unused, so that another process never takes what it is still writing down. */
const CLAIM_MARGIN_MS = 2_000;
const BATCH = 100;
/**
 * The most deliveries of one organisation claimed at once (sent and not yet written down), by all processes together:
 * as many as the endpoints it may have, so each of its endpoints can have one on the way.
 */
export const WEBHOOK_IN_FLIGHT_PER_ORGANISATION = WEBHOOK_ENDPOINTS_PER_ORGANISATION;
const MAX_RESPONSE_BYTES = 64 * 1024;

interface Claimed {
  id: string;
  endpointId: string;
  messageId: string;
  payload: unknown;
  attempts: number;
}

export type Post = typeof postWebhook;

/** One pass: claim up to BATCH due deliveries, send them side by side, record each answer. Answers how many were sent. */
export async function runWebhookSweep(
  database: Database,
  config: Config,
  { now = new Date(), post = postWebhook }: { now?: Date; post?: Post } = {},
): Promise<{ claimed: number; delivered: number; failed: number }> {
  const scope = webhookSweepScope(database);
  const claimRunsOut = Date.now() + claimMs(config);
  const claimed = await claim(scope, now, claimMs(config));
  if (!claimed.length) return { claimed: 0, delivered: 0, failed: 0 };
  const endpoints = new Map(
    (
      await scope.webhookEndpoint.findMany({
        where: { id: { in: [...new Set(claimed.map((d) => d.endpointId))] } },
        select: { id: true, url: true, secret: true, previousSecret: true, previousSecretUntil: true },
      })
    ).map((e) => [e.id, e]),
  );
  const answers = await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = endpoints.get(delivery.endpointId);
      if (!endpoint) return { delivery, answer: null };
      const body = JSON.stringify(delivery.payload);
      const answer = await post({
        url: endpoint.url,
        headers: signedHeaders(signingSecrets(endpoint, now), { id: delivery.messageId, body }, new Date()),
        body,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        maxResponseBytes: MAX_RESPONSE_BYTES,
        excerptBytes: WEBHOOK_EXCERPT_BYTES,
        allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
      });
      return { delivery, answer };
    }),
  );
  // Times are the pass's clock (`now`), so tests can step through the back-off without waiting. What was sent is
  // written down while the claim holds, however long the database is away within it: a pass that gave up sooner (it
  // once waited only the receivers' time limit, 5 s, which a database restart with stale pooled connections outlasted
  // on a busy machine) left deliveries it had sent to go out again when the claim ran out.
  await whileDatabaseAway(
    () =>
      recordAttempts(
        scope,
        answers.flatMap(({ delivery, answer }) => (answer ? [{ delivery, answer }] : [])),
        now,
      ),
    claimRunsOut - CLAIM_MARGIN_MS - Date.now(),
  );
  const ok = answers.filter((a) => a.answer?.ok);
  const failing = answers.filter((a) => a.answer && !a.answer.ok);
  if (ok.length)
    await scope.webhookEndpoint.updateMany({
      where: { id: { in: ok.map((a) => a.delivery.endpointId) }, failingSince: { not: null } },
      data: { failingSince: null },
    });
  if (failing.length) {
    await scope.webhookEndpoint.updateMany({
      where: { id: { in: failing.map((a) => a.delivery.endpointId) }, failingSince: null },
      data: { failingSince: now },
    });
    await disableFailingEndpoints(database, config, now);
  }
  return { claimed: claimed.length, delivered: ok.length, failed: failing.length };
}

/**
 * Claim up to BATCH due deliveries for this pass, fairly: each organisation's due deliveries are numbered in the order
 * they fell due, after those it already has claimed; a pass takes the numbers up to WEBHOOK_IN_FLIGHT_PER_ORGANISATION
 * only, every organisation's first before anyone's second. Two passes claiming at once compete for the same first
 * rows (SKIP LOCKED, and a row claimed meanwhile fails the claim's own condition when it is locked), so together they
 * never pass the cap either.
 *
 * When the database is cut as the claim commits, the claim is made but
 * its answer lost: this pass never learns which deliveries it holds, and they would wait for the claim to run out. So
 * each claim carries the pass's token, and such a claim is let go by it once the database answers again — nothing of
 * it was sent, so nothing is sent twice.
 */
async function claim(scope: ReturnType<typeof webhookSweepScope>, now: Date, holdMs: number): Promise<Claimed[]> {
  const token = randomUUID();
  try {
    return await scope.$queryRaw<Claimed[]>`
      WITH in_flight AS (
        SELECT "orgId", count(*)::int AS claimed FROM "WebhookDelivery"
        WHERE status = 'pending' AND "claimedUntil" >= ${now}
        GROUP BY "orgId"
      ), turns AS (
        SELECT d.id, d."nextAttemptAt",
          COALESCE(f.claimed, 0) + row_number() OVER (PARTITION BY d."orgId" ORDER BY d."nextAttemptAt", d.id) AS turn
        FROM "WebhookDelivery" d LEFT JOIN in_flight f ON f."orgId" = d."orgId"
        WHERE d.status = 'pending' AND d."nextAttemptAt" <= ${now} AND (d."claimedUntil" IS NULL OR d."claimedUntil" < ${now})
      )
      UPDATE "WebhookDelivery" SET "claimedUntil" = ${new Date(now.getTime() + holdMs)}, "claimToken" = ${token}
      WHERE id IN (
        SELECT d.id FROM "WebhookDelivery" d JOIN turns t ON t.id = d.id
        WHERE t.turn <= ${WEBHOOK_IN_FLIGHT_PER_ORGANISATION}
          AND d.status = 'pending' AND (d."claimedUntil" IS NULL OR d."claimedUntil" < ${now})
        ORDER BY t.turn, t."nextAttemptAt" LIMIT ${BATCH}
        FOR UPDATE OF d SKIP LOCKED)
      RETURNING id, "endpointId", "messageId", payload, attempts`;
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Tried for as long as the claim lasts: after that it has run out anyway.
      await whileDatabaseAway(
        () => scope.$executeRaw`UPDATE "WebhookDelivery" SET "claimedUntil" = NULL, "claimToken" = NULL WHERE "claimToken" = ${token}`,
        holdMs,
      ).catch(() => {});
    }
    throw error;
  }
}

/**
 * What a pass sent must be written down, or the claim runs out and the deliveries are sent again: when the database
 * is away at that moment (restarting, the network cut), try again — backing off, for at most `giveUpMs` (the claim
 * leaves room for it), so another process never takes them meanwhile.
 */
async function whileDatabaseAway(write: () => Promise<unknown>, giveUpMs: number) {
  const giveUpAt = Date.now() + giveUpMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** A time as the database's timestamp columns hold it (UTC, without a zone). */
const utc = (d: Date) => d.toISOString().slice(0, 23);

/**
 * Each attempt's outcome on its delivery, in one statement: delivered; or due again after the back-off; or given up
 * after the last attempt. The claim is let go either way.
 */
async function recordAttempts(
  scope: ReturnType<typeof webhookSweepScope>,
  attempts: { delivery: Claimed; answer: WebhookAnswer }[],
  at: Date,
) {
  if (!attempts.length) return;
  const rows = attempts.map(({ delivery, answer }) => {
    const attempt = delivery.attempts + 1;
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1];
    return {
      id: delivery.id,
      attempts: attempt,
      code: answer.status,
      duration: answer.durationMs,
      excerpt: answer.excerpt,
      error: answer.error,
      state: answer.ok ? 'delivered' : delay === undefined ? 'failed' : 'pending',
      next: !answer.ok && delay !== undefined ? utc(new Date(at.getTime() + delay * 1000)) : null,
    };
  });
  await scope.$executeRaw`
    UPDATE "WebhookDelivery" AS d SET
      attempts = v.attempts, "claimedUntil" = NULL, "claimToken" = NULL, "lastAttemptAt" = ${utc(at)}::timestamp,
      "responseStatus" = v.code, "durationMs" = v.duration, "responseExcerpt" = v.excerpt, error = v.error,
      status = v.state::"WebhookDeliveryStatus",
      "deliveredAt" = CASE WHEN v.state = 'delivered' THEN ${utc(at)}::timestamp ELSE d."deliveredAt" END,
      "nextAttemptAt" = COALESCE(v.next, d."nextAttemptAt")
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(id text, attempts int, code int, duration int, excerpt text, error text, state text, next timestamp)
    WHERE d.id = v.id`;
}

/** Passes one process runs side by side: each claims its own deliveries, so a slow receiver never holds up the rest. */
const PASSES_AT_ONCE = 4;

/**
 * Run the sweep every WEBHOOK_SWEEP_MS on this process, and at once whenever any process queued deliveries (the
 * event bus carries the wake-up between processes). Up to PASSES_AT_ONCE passes run side by side; a pass that
 * claimed anything is followed by another at once, since deliveries it left for their organisation's cap may be
 * due (a pass that finds nothing ends the chain). Answers the stop function, which waits for the passes under way.
 */
export function startWebhookSweep(database: Database, config: Config, events: EventBus, log: (err: unknown) => void): () => Promise<void> {
  if (!config.WEBHOOK_SWEEP_MS) return async () => {};
  const running = new Set<Promise<void>>();
  let stopped = false;
  const pass = () => {
    if (stopped || running.size >= PASSES_AT_ONCE) return;
    const run: Promise<void> = runWebhookSweep(database, config)
      .then(({ claimed }) => {
        if (claimed) queueMicrotask(pass);
      }, log)
      .finally(() => running.delete(run));
    running.add(run);
  };
  const timer = setInterval(pass, config.WEBHOOK_SWEEP_MS);
  timer.unref();
  const wakeups = events.subscribe('webhooks:queued');
  void (async () => {
    for await (const _ of wakeups) pass();
  })();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await wakeups.return?.();
    await Promise.allSettled([...running]);
  };
}
