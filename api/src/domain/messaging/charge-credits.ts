import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { MessageChannel } from '../../db/generated/enums.ts';
import { recordUsage, refundUsage, type UsageCharge } from '../billing/record-usage.ts';

/** A charge as the outbox keeps it (OutgoingMessage.charges). */
export interface StoredCharge {
  packId: string | null;
  periodStart: string;
}

export const storeCharges = (charges: UsageCharge[]): Prisma.InputJsonValue =>
  charges.map((c) => ({ packId: c.packId, periodStart: c.periodStart.toISOString() }) satisfies StoredCharge);

/** A charge read back from the outbox: the pack its credit came from (none: the plan's allowance) and its period. */
export type KeptCharge = Omit<UsageCharge, 'source'>;

export const readCharges = (stored: unknown): KeptCharge[] =>
  Array.isArray(stored) ? (stored as StoredCharge[]).map((c) => ({ packId: c.packId ?? null, periodStart: new Date(c.periodStart) })) : [];

/**
 * Spend `count` credits of a channel (SMS segments; one per email) through recordUsage: all of them, or none —
 * when the allowance and the packs run out part way, what was taken is given back and the 402 stands.
 */
export async function chargeCredits(
  db: Db,
  config: Pick<Config, 'PACK_EXPIRY'>,
  orgId: string,
  channel: MessageChannel,
  count: number,
): Promise<UsageCharge[]> {
  const taken: UsageCharge[] = [];
  try {
    for (let i = 0; i < count; i++) taken.push(await recordUsage(db, config, orgId, channel));
    return taken;
  } catch (err) {
    await refundUsage(db, orgId, channel, taken);
    throw err;
  }
}

/** A client inside an interactive transaction lacks $connect (Prisma's TransactionClient type omits it too). */
export const inTransaction = (db: Db | Prisma.TransactionClient) => !('$connect' in db);

/**
 * Charge `count` credits of a channel and record what they pay for (the outbox row) in one transaction: a record that
 * fails — refused by the client, a constraint — takes its charge back with it, so a charge is never left without the
 * record its refund is made from. Inside a caller's transaction it joins that one. No outside call may run in `record`.
 */
export async function chargeAndRecord<T>(
  db: Db | Prisma.TransactionClient,
  config: Pick<Config, 'PACK_EXPIRY'>,
  charge: { orgId: string | null; channel: MessageChannel; count: number },
  record: (tx: Db, charges: UsageCharge[]) => Promise<T>,
): Promise<{ charges: UsageCharge[]; recorded: T }> {
  const run = async (tx: Db) => {
    const { orgId, channel, count } = charge;
    const charges = orgId && count > 0 ? await chargeCredits(tx, config, orgId, channel, count) : [];
    return { charges, recorded: await record(tx, charges) };
  };
  return inTransaction(db) ? run(db as Db) : (db as Db).$transaction((tx) => run(tx as Db));
}
