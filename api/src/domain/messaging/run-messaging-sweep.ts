import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sweepScope } from '../../db/cross-organisation.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { deliverEmail, unclaimed } from './deliver-email.ts';
import { sendDueReminders } from './send-reminders.ts';

/** The advisory lock every process's sweep takes, so only one runs at a time. */
const SWEEP_LOCK = 'spanner:messaging-sweep';

/**
 * One pass of the messaging sweep: emails recorded inside a transaction and waiting for SMTP (README → Messaging),
 * then the appointment reminders that are due. On PostgreSQL it runs under a transaction-scoped advisory lock, so
 * with several API processes one sweeps and the others skip; PGlite is one process by nature.
 */
export async function runMessagingSweep(database: Database, config: Config, storage: Storage, now = new Date()) {
  const work = async () => {
    const scope = sweepScope(database);
    const queued = await scope.find.outgoingMessage.findMany({
      where: { channel: 'email', provider: { not: 'local-outbox' }, ...unclaimed(now) },
      select: { id: true },
      orderBy: { createdAt: 'asc' },
      take: 200,
    });
    let emails = 0;
    for (const m of queued) if ((await deliverEmail({ db: scope.find, config, storage }, m.id)) === 'sent') emails++;
    const orgs = await scope.find.organization.findMany({
      where: { smsRemindersEnabled: true },
      select: { id: true, name: true, ...TIME_ZONE_COLUMN, smsReminderTime: true },
    });
    let reminders = 0;
    for (const org of orgs) reminders += await sendDueReminders(scope.forOrganisation(org.id), config, org, now);
    return { emails, reminders };
  };
  if (database.kind === 'pglite') return work();
  return database.db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${SWEEP_LOCK})) AS locked`;
      return locked ? work() : { emails: 0, reminders: 0, skipped: true as const };
    },
    { timeout: 10 * 60_000, maxWait: 10_000 },
  );
}

/**
 * Start the sweep every MESSAGING_SWEEP_SECONDS on this process; answers the stop function, which starts no further
 * pass and waits for the one under way, so its advisory lock is handed back when its transaction ends.
 */
export function startMessagingSweep(
  database: Database,
  config: Config,
  storage: Storage,
  log: (err: unknown) => void,
): () => Promise<void> {
  if (!config.MESSAGING_SWEEP_SECONDS) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runMessagingSweep(database, config, storage)
      .catch(log)
      .finally(() => {
        running = null;
      });
  }, config.MESSAGING_SWEEP_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
