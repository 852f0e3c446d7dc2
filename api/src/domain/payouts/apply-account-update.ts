import type { Db } from '../../db/client.ts';
import { type AccountState, payoutStatusOf } from '../../rules/payout-status.ts';

/**
 * What Stripe says of a connected account (account.updated, or the account as created), as of `at`: its status
 * and flags, unless a newer state was applied already — so an account.updated that arrives late or twice changes
 * nothing. `db` is the organisation's tenant client.
 */
export async function applyAccountUpdate(db: Db, accountId: string, account: AccountState, at: Date): Promise<boolean> {
  const { count } = await db.payoutAccount.updateMany({
    where: { accountId, stateAt: { lte: at } },
    data: {
      status: payoutStatusOf(account),
      chargesEnabled: Boolean(account.charges_enabled),
      payoutsEnabled: Boolean(account.payouts_enabled),
      stateAt: at,
    },
  });
  return count > 0;
}
