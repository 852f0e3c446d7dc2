import { sql } from 'kysely';

// SQL pieces shared by the owner's organisation reads: each is a correlated subquery over one organisation `o`
// (its subscription `s`), answered from an index, so a page of organisations costs one statement.

export const usersOf = sql`(SELECT count(*)::int FROM "User" u WHERE u."orgId" = o.id)`;
/** Its jobs: the sum of its monthly job-activity summary's creations (a deleted job is taken off its month), a couple
 * of dozen rows an organisation rather than every job — sorting 2,000 organisations by it stays cheap. */
export const jobsOf = sql`(SELECT coalesce(sum(a."jobsCreated"), 0)::int FROM "JobActivityMonth" a WHERE a."orgId" = o.id)`;

/**
 * Messages of a channel used from the plan's quota this period: the usage counter of the subscription's current
 * period (the calendar month without a subscription), as GET /api/usage reads it (billing/get-usage.ts).
 */
export const usedThisPeriod = (channel: 'sms' | 'email', monthStart: Date) => sql`coalesce((
  SELECT uc."used" FROM "UsageCounter" uc
  WHERE uc."orgId" = o.id AND uc."channel" = ${channel}::"MessageChannel"
    AND uc."periodStart" = coalesce(s."currentPeriodStart", ${monthStart})), 0)`;
