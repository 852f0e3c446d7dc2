import { z } from 'zod';
import type { OwnerOrganisation } from '../domain/owner/get-organisation.ts';
import type { OrganisationLine } from '../domain/owner/list-organisations.ts';

// The owner's organisations over REST (snake_case, as the spec's admin endpoints): the list's lines and one organisation.

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const status = z.enum(['trial', 'active', 'past_due', 'canceled']);
const plan = z.enum(['free', 'solo', 'pro', 'enterprise']);

export const organisationLineJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  abn: z.string().nullable(),
  status: status.nullable(),
  plan: plan.nullable(),
  trial_end: z.string().nullable(),
  users: z.number(),
  jobs: z.number(),
  sms_used: z.number(),
  email_used: z.number(),
  mrr_cents: z.number(),
  created_at: z.string(),
});

export const toOrganisationLineJson = (o: OrganisationLine): z.input<typeof organisationLineJson> => ({
  id: o.id,
  name: o.name,
  email: o.email,
  abn: o.abn,
  status: o.status,
  plan: o.planId,
  trial_end: iso(o.trialEnd),
  users: o.users,
  jobs: o.jobs,
  sms_used: o.smsUsed,
  email_used: o.emailUsed,
  mrr_cents: o.mrrCents,
  created_at: o.createdAt.toISOString(),
});

const meter = z.object({ used: z.number(), quota: z.number(), pack_credits: z.number() });

export const organisationJson = z.object({
  organization: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    abn: z.string().nullable(),
    created_at: z.string(),
  }),
  subscription: z
    .object({
      status,
      plan,
      trial_end: z.string().nullable(),
      current_period_start: z.string(),
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  mrr_cents: z.number(),
  history: z.array(
    z.object({ at: z.string(), status, plan, mrr_cents: z.number(), trial_end: z.string().nullable(), event_id: z.string().nullable() }),
  ),
  movements: z.array(
    z.object({
      month: z.string(),
      opening_cents: z.number(),
      closing_cents: z.number(),
      kind: z.enum(['new', 'expansion', 'contraction', 'churn', 'reactivation']).nullable(),
    }),
  ),
  usage: z.object({
    period_start: z.string(),
    users: z.object({ used: z.number(), quota: z.number() }),
    sms: meter,
    email: meter,
  }),
  members: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), last_sign_in_at: z.string().nullable() }),
  ),
  activity: z.array(z.object({ id: z.string(), at: z.string(), actor_type: z.string(), action: z.string(), text: z.string() })),
  jobs: z.object({ total: z.number(), recent: z.number(), recent_days: z.number() }),
});

export const toOrganisationJson = (o: OwnerOrganisation): z.input<typeof organisationJson> => ({
  organization: {
    id: o.organisation.id,
    name: o.organisation.name,
    email: o.organisation.email,
    phone: o.organisation.phone,
    abn: o.organisation.abn,
    created_at: o.organisation.createdAt.toISOString(),
  },
  subscription: o.subscription
    ? {
        status: o.subscription.status,
        plan: o.subscription.planId,
        trial_end: iso(o.subscription.trialEnd),
        current_period_start: o.subscription.currentPeriodStart.toISOString(),
        current_period_end: iso(o.subscription.currentPeriodEnd),
        cancel_at_period_end: o.subscription.cancelAtPeriodEnd,
      }
    : null,
  mrr_cents: o.mrrCents,
  history: o.history.map((h) => ({
    at: h.at.toISOString(),
    status: h.status,
    plan: h.planId,
    mrr_cents: h.mrrCents,
    trial_end: iso(h.trialEnd),
    event_id: h.eventId,
  })),
  movements: o.movements.map((m) => ({ month: m.month, opening_cents: m.openingCents, closing_cents: m.closingCents, kind: m.kind })),
  usage: {
    period_start: o.usage.periodStart.toISOString(),
    users: o.usage.users,
    sms: { used: o.usage.sms.used, quota: o.usage.sms.quota, pack_credits: o.usage.sms.packCredits },
    email: { used: o.usage.email.used, quota: o.usage.email.quota, pack_credits: o.usage.email.packCredits },
  },
  members: o.members.map((m) => ({ id: m.id, name: m.name, email: m.email, role: m.role, last_sign_in_at: iso(m.lastLoginAt) })),
  activity: o.activity.map((a) => ({ id: a.id, at: a.createdAt.toISOString(), actor_type: a.actorType, action: a.action, text: a.text })),
  jobs: { total: o.jobs.total, recent: o.jobs.recent, recent_days: o.jobs.recentDays },
});
