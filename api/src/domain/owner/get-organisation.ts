import { sql } from 'kysely';
import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import type { AuditLog, Organization, Subscription, SubscriptionChange, User } from '../../db/generated/client.ts';
import { notFound, parseInput } from '../../errors.ts';
import { auditActionLabel, auditDetail } from '../../rules/audit-actions.ts';
import { ownerActionText } from '../../rules/owner-actions.ts';
import { effectivePlan } from '../../rules/plans.ts';
import { type MovementKind, movementOf } from '../../rules/saas-metrics.ts';
import { type MessageMeter, messageMeter } from '../../rules/usage.ts';
import { livePacks, monthStart } from '../billing/credits.ts';
import { requireAbility } from '../policy.ts';
import { BUSINESS_ZONE, rowsOf, utc } from './owner-sql.ts';
import { organisationIdSchema } from './schemas.ts';

/** Jobs created this many days back count as recent activity. */
export const RECENT_JOB_DAYS = 30;
const DAY_MS = 86_400_000;
const HISTORY_ROWS = 100;
const ACTIVITY_ROWS = 20;

export interface MrrMovementMonth {
  /** The month (Melbourne's, the owner's business calendar), YYYY-MM. */
  month: string;
  openingCents: number;
  closingCents: number;
  /** Which of the five movements took the month from opening to closing; null when MRR did not change. */
  kind: MovementKind | null;
}

/** One organisation as the owner reads it: what {@link getOrganisation} answers. */
export interface OwnerOrganisation {
  organisation: Pick<Organization, 'id' | 'name' | 'email' | 'phone' | 'abn' | 'suburb' | 'state' | 'timeZone' | 'createdAt'>;
  subscription: Pick<
    Subscription,
    'status' | 'planId' | 'trialEnd' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
  > | null;
  /** AUD cents a month now, GST excluded: the latest subscription-history row at or before now. */
  mrrCents: number;
  /** Newest first, at most {@link HISTORY_ROWS}. */
  history: Pick<SubscriptionChange, 'id' | 'at' | 'status' | 'planId' | 'mrrCents' | 'trialEnd' | 'eventId'>[];
  /** Newest month first. */
  movements: MrrMovementMonth[];
  usage: OwnerOrganisationUsage;
  members: Pick<User, 'id' | 'name' | 'email' | 'role' | 'lastLoginAt'>[];
  /** Its audit log, newest first, at most {@link ACTIVITY_ROWS}. */
  activity: OwnerOrganisationActivity[];
  jobs: { total: number; recent: number; recentDays: number };
}

/** Usage this period against the organisation's plan, with pack credits. */
export interface OwnerOrganisationUsage {
  periodStart: Date;
  users: { used: number; quota: number };
  sms: MessageMeter;
  email: MessageMeter;
}

/** One entry of its audit log, in words. */
export interface OwnerOrganisationActivity extends Pick<AuditLog, 'id' | 'createdAt' | 'actorType' | 'action'> {
  text: string;
  detail: string | null;
}

/**
 * One organisation for the owner: its details, subscription and MRR, subscription history (newest first) and MRR
 * movement per Melbourne month, usage this period against its plan with pack credits, members, and recent activity (its audit
 * log, newest first, and jobs created lately). A fixed number of statements, whatever the organisation holds.
 */
export async function getOrganisation(ctx: Context, orgId: unknown, now: Date = new Date()): Promise<OwnerOrganisation> {
  requireAbility(ctx, 'seeBusiness');
  const id = parseInput(organisationIdSchema, orgId);
  const db = ownerScope(ctx);
  const org = await db.organization.findUnique({ where: { id }, include: { subscription: true } });
  if (!org) throw notFound('Organisation not found');
  const sub = org.subscription;
  const periodStart = sub?.currentPeriodStart ?? monthStart(now);
  const [history, months, counters, credits, members, activity, jobs, recentJobs] = await Promise.all([
    db.subscriptionChange.findMany({
      where: { orgId: id },
      orderBy: [{ at: 'desc' }, { createdAt: 'desc' }],
      take: HISTORY_ROWS,
      select: { id: true, at: true, status: true, planId: true, mrrCents: true, trialEnd: true, eventId: true },
    }),
    // Its months are Melbourne's, as on the dashboard and the analytics: each local month's first midnight, as UTC.
    rowsOf(
      db,
      sql<{ month: string; opening: number; closing: number; paidBefore: boolean }>`
      WITH local AS (
        SELECT generate_series(
          date_trunc('month', (min(c."at") AT TIME ZONE 'UTC') AT TIME ZONE ${BUSINESS_ZONE}),
          date_trunc('month', (${utc(now)} AT TIME ZONE 'UTC') AT TIME ZONE ${BUSINESS_ZONE}), interval '1 month') AS l
        FROM "SubscriptionChange" c WHERE c."orgId" = ${id} AND c."at" <= ${utc(now)}
      ),
      months AS (
        SELECT to_char(l, 'YYYY-MM') AS label, (l AT TIME ZONE ${BUSINESS_ZONE}) AT TIME ZONE 'UTC' AS m,
          ((l + interval '1 month') AT TIME ZONE ${BUSINESS_ZONE}) AT TIME ZONE 'UTC' AS e
        FROM local
      )
      SELECT label AS "month",
        coalesce((SELECT c."mrrCents" FROM "SubscriptionChange" c WHERE c."orgId" = ${id} AND c."at" < m
          ORDER BY c."at" DESC, c."createdAt" DESC LIMIT 1), 0)::int AS "opening",
        coalesce((SELECT c."mrrCents" FROM "SubscriptionChange" c WHERE c."orgId" = ${id}
          AND c."at" < e AND c."at" <= ${utc(now)}
          ORDER BY c."at" DESC, c."createdAt" DESC LIMIT 1), 0)::int AS "closing",
        EXISTS (SELECT 1 FROM "SubscriptionChange" c WHERE c."orgId" = ${id} AND c."at" < m AND c."mrrCents" > 0) AS "paidBefore"
      FROM months ORDER BY m DESC`,
    ),
    db.usageCounter.findMany({ where: { orgId: id, periodStart }, select: { channel: true, used: true } }),
    db.creditPack.groupBy({ by: ['type'], where: { orgId: id, ...livePacks(ctx.config, now) }, _sum: { remaining: true } }),
    db.user.findMany({
      where: { orgId: id },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, email: true, role: true, lastLoginAt: true },
    }),
    db.auditLog.findMany({
      where: { orgId: id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: ACTIVITY_ROWS,
      select: { id: true, createdAt: true, actorType: true, action: true, data: true },
    }),
    db.job.count({ where: { orgId: id } }),
    db.job.count({ where: { orgId: id, createdAt: { gte: new Date(now.getTime() - RECENT_JOB_DAYS * DAY_MS) } } }),
  ]);
  const mrrCents = history.find((h) => h.at <= now)?.mrrCents ?? 0;
  const plan = effectivePlan(sub, now);
  const used = (channel: 'sms' | 'email') => counters.find((c) => c.channel === channel)?.used ?? 0;
  const packCredits = (channel: 'sms' | 'email') => credits.find((c) => c.type === channel)?._sum.remaining ?? 0;
  return {
    organisation: {
      id: org.id,
      name: org.name,
      email: org.email,
      phone: org.phone,
      abn: org.abn,
      suburb: org.suburb,
      state: org.state,
      timeZone: org.timeZone,
      createdAt: org.createdAt,
    },
    subscription: sub
      ? {
          status: sub.status,
          planId: sub.planId,
          trialEnd: sub.trialEnd,
          currentPeriodStart: sub.currentPeriodStart,
          currentPeriodEnd: sub.currentPeriodEnd,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        }
      : null,
    mrrCents,
    history,
    movements: months.map(
      (m): MrrMovementMonth => ({
        month: m.month,
        openingCents: m.opening,
        closingCents: m.closing,
        kind: movementOf(m.opening, m.closing, m.paidBefore),
      }),
    ),
    usage: {
      periodStart,
      users: { used: members.length, quota: plan.users },
      sms: messageMeter(used('sms'), plan.sms, packCredits('sms')),
      email: messageMeter(used('email'), plan.email, packCredits('email')),
    },
    members,
    activity: activity.map((a) => {
      const owners = ownerActionText(a.action, a.data, org.timeZone);
      const data = a.data && typeof a.data === 'object' && !Array.isArray(a.data) ? (a.data as Record<string, unknown>) : null;
      return {
        id: a.id,
        createdAt: a.createdAt,
        actorType: a.actorType,
        action: a.action,
        text: owners ?? auditActionLabel(a.action),
        // The owner's own actions say everything in their text.
        detail: owners || !data ? null : auditDetail(data),
      };
    }),
    jobs: { total: jobs, recent: recentJobs, recentDays: RECENT_JOB_DAYS },
  };
}
