import { UserRole } from '../../db/generated/enums.ts';
import { listOwnerNotices, type OwnerNotice } from '../../domain/billing/list-owner-notices.ts';
import { extendTrial } from '../../domain/owner/extend-trial.ts';
import {
  getOrganisation,
  type MrrMovementMonth,
  type OwnerOrganisation,
  type OwnerOrganisationActivity,
  type OwnerOrganisationUsage,
} from '../../domain/owner/get-organisation.ts';
import { grantCredits } from '../../domain/owner/grant-credits.ts';
import { listOrganisations, type OrganisationLine, type OrganisationPage } from '../../domain/owner/list-organisations.ts';
import { ORGANISATION_SORTS } from '../../domain/owner/schemas.ts';
import { MOVEMENT_KINDS } from '../../rules/saas-metrics.ts';
import { builder } from '../builder.ts';
import { PlanIdEnum, SubscriptionStatusEnum } from './accounts.ts';
import { MessageMeterRef } from './billing.ts';
import { appErrors } from './errors.ts';

// The owner portal's organisations (platform owner only; NOT_FOUND for everyone else): the same domain operations
// as GET/POST /api/admin/organizations…; and the owner's actions as the organisation's admin reads them (billing).

const SortEnum = builder.enumType('OwnerOrganizationSort', { values: ORGANISATION_SORTS });
const OrderEnum = builder.enumType('OwnerSortOrder', { values: ['asc', 'desc'] as const });
const MovementKindEnum = builder.enumType('MrrMovementKind', { values: MOVEMENT_KINDS });
const MemberRoleEnum = builder.enumType(UserRole, { name: 'OwnerMemberRole' });

const OrganizationLine = builder.objectRef<OrganisationLine>('OwnerOrganizationLine').implement({
  description: "One organisation in the owner's list",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    abn: t.exposeString('abn', { nullable: true }),
    status: t.expose('status', { type: SubscriptionStatusEnum, nullable: true }),
    planId: t.expose('planId', { type: PlanIdEnum, nullable: true }),
    trialEnd: t.expose('trialEnd', { type: 'DateTime', nullable: true }),
    users: t.exposeInt('users'),
    jobs: t.exposeInt('jobs'),
    smsUsed: t.exposeInt('smsUsed', { description: "SMS used from the plan's quota this period" }),
    emailUsed: t.exposeInt('emailUsed', { description: "Emails used from the plan's quota this period" }),
    mrrCents: t.exposeInt('mrrCents', { description: 'MRR now, AUD cents a month, GST excluded (rules/saas-metrics.ts)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OrganizationPage = builder.objectRef<OrganisationPage>('OwnerOrganizationPage').implement({
  fields: (t) => ({
    items: t.field({ type: [OrganizationLine], resolve: (p) => p.organisations }),
    total: t.exposeInt('total', { description: 'Organisations matching the search and filter' }),
    limit: t.exposeInt('limit'),
    offset: t.exposeInt('offset'),
  }),
});

type Detail = OwnerOrganisation;
const OrganizationSubscription = builder.objectRef<NonNullable<Detail['subscription']>>('OwnerOrganizationSubscription').implement({
  fields: (t) => ({
    status: t.expose('status', { type: SubscriptionStatusEnum }),
    planId: t.expose('planId', { type: PlanIdEnum }),
    trialEnd: t.expose('trialEnd', { type: 'DateTime', nullable: true }),
    currentPeriodStart: t.expose('currentPeriodStart', { type: 'DateTime' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
  }),
});

const HistoryRow = builder.objectRef<Detail['history'][number]>('SubscriptionChangeRow').implement({
  description: 'One change of the subscription history: what the organisation paid from then on',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    status: t.expose('status', { type: SubscriptionStatusEnum }),
    planId: t.expose('planId', { type: PlanIdEnum }),
    mrrCents: t.exposeInt('mrrCents'),
    trialEnd: t.expose('trialEnd', { type: 'DateTime', nullable: true }),
    fromPaymentEvent: t.boolean({ resolve: (h) => !!h.eventId }),
  }),
});

const MovementMonth = builder.objectRef<MrrMovementMonth>('OrganizationMrrMonth').implement({
  description: "One month of an organisation's MRR: opening, closing and the movement between (ChartMogul's five kinds)",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (UTC months)' }),
    openingCents: t.exposeInt('openingCents'),
    closingCents: t.exposeInt('closingCents'),
    kind: t.expose('kind', { type: MovementKindEnum, nullable: true }),
  }),
});

const OrganizationUsage = builder.objectRef<OwnerOrganisationUsage>('OwnerOrganizationUsage').implement({
  fields: (t) => ({
    periodStart: t.expose('periodStart', { type: 'DateTime' }),
    users: t.int({ resolve: (u) => u.users.used }),
    usersQuota: t.int({ resolve: (u) => u.users.quota }),
    sms: t.field({ type: MessageMeterRef, resolve: (u) => u.sms }),
    email: t.field({ type: MessageMeterRef, resolve: (u) => u.email }),
  }),
});

const OrganizationMember = builder.objectRef<Detail['members'][number]>('OwnerOrganizationMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: MemberRoleEnum }),
    lastSignInAt: t.expose('lastLoginAt', { type: 'DateTime', nullable: true }),
  }),
});

const ActivityRow = builder.objectRef<OwnerOrganisationActivity>('OwnerOrganizationActivity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('createdAt', { type: 'DateTime' }),
    actorType: t.exposeString('actorType'),
    action: t.exposeString('action'),
    text: t.exposeString('text'),
    detail: t.exposeString('detail', { nullable: true }),
  }),
});

const OwnerOrganization = builder.objectRef<Detail>('OwnerOrganization').implement({
  description: 'One organisation as the owner sees it',
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.organisation.id }),
    name: t.string({ resolve: (o) => o.organisation.name }),
    email: t.string({ nullable: true, resolve: (o) => o.organisation.email }),
    phone: t.string({ nullable: true, resolve: (o) => o.organisation.phone }),
    abn: t.string({ nullable: true, resolve: (o) => o.organisation.abn }),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.organisation.createdAt }),
    subscription: t.field({ type: OrganizationSubscription, nullable: true, resolve: (o) => o.subscription }),
    mrrCents: t.exposeInt('mrrCents'),
    history: t.field({ type: [HistoryRow], resolve: (o) => o.history }),
    movements: t.field({ type: [MovementMonth], description: 'Newest month first', resolve: (o) => o.movements }),
    usage: t.field({ type: OrganizationUsage, resolve: (o) => o.usage }),
    members: t.field({ type: [OrganizationMember], resolve: (o) => o.members }),
    activity: t.field({ type: [ActivityRow], description: 'Its audit log, newest 20', resolve: (o) => o.activity }),
    jobsTotal: t.int({ resolve: (o) => o.jobs.total }),
    jobsRecent: t.int({ description: 'Jobs created in the last recentDays days', resolve: (o) => o.jobs.recent }),
    recentDays: t.int({ resolve: (o) => o.jobs.recentDays }),
  }),
});

const ExtendTrialPayload = builder.objectRef<{ orgId: string; trialEnd: Date }>('ExtendTrialPayload').implement({
  fields: (t) => ({ organizationId: t.exposeID('orgId'), trialEnd: t.expose('trialEnd', { type: 'DateTime' }) }),
});

const GrantCreditsPayload = builder
  .objectRef<{ orgId: string; packId: string; channel: string; quantity: number }>('GrantCreditsPayload')
  .implement({
    fields: (t) => ({
      organizationId: t.exposeID('orgId'),
      packId: t.exposeID('packId'),
      channel: t.exposeString('channel'),
      quantity: t.exposeInt('quantity'),
    }),
  });

const OwnerNoticeRef = builder.objectRef<OwnerNotice>('OwnerNotice').implement({
  description: "Something Spanner's owner did for the organisation: 'Spanner extended your trial to 12 Dec 2026'",
  fields: (t) => ({ id: t.exposeID('id'), at: t.expose('createdAt', { type: 'DateTime' }), text: t.exposeString('text') }),
});

builder.queryFields((t) => ({
  ownerOrganizations: t.field({
    type: OrganizationPage,
    authScopes: { can: 'seeBusiness' },
    description: 'Every organisation, a page at a time: search (name, email, ABN), status filter, sort by any column',
    args: {
      search: t.arg.string(),
      status: t.arg({ type: SubscriptionStatusEnum }),
      sort: t.arg({ type: SortEnum }),
      order: t.arg({ type: OrderEnum }),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listOrganisations(ctx, {
        search: args.search ?? undefined,
        status: args.status ?? undefined,
        sort: args.sort ?? undefined,
        order: args.order ?? undefined,
        limit: args.limit ?? undefined,
        offset: args.offset ?? undefined,
      }),
  }),
  ownerOrganization: t.field({
    type: OwnerOrganization,
    authScopes: { can: 'seeBusiness' },
    description: 'One organisation: subscription, history, MRR movements, usage, members and activity',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getOrganisation(ctx, id),
  }),
  ownerNotices: t.field({
    type: [OwnerNoticeRef],
    authScopes: { can: 'manageBilling' },
    description: "What Spanner's owner did for this organisation (trial extended, credits added), newest first",
    resolve: (_root, _args, ctx) => listOwnerNotices(ctx),
  }),
}));

builder.mutationFields((t) => ({
  extendTrial: t.field({
    type: ExtendTrialPayload,
    errors: appErrors,
    authScopes: { can: 'manageOrganisations' },
    description: "Extend an organisation's trial by 1 to 90 days (only a trial); recorded in the audit log",
    args: { organizationId: t.arg.id({ required: true }), days: t.arg.int({ required: true }) },
    resolve: (_root, { organizationId, days }, ctx) => extendTrial(ctx, organizationId, { days }),
  }),
  grantCredits: t.field({
    type: GrantCreditsPayload,
    errors: appErrors,
    authScopes: { can: 'manageOrganisations' },
    description: 'Give an organisation 1 to 10,000 SMS or email credits (a pack priced 0); recorded in the audit log',
    args: {
      organizationId: t.arg.id({ required: true }),
      channel: t.arg.string({ required: true, description: 'sms or email' }),
      quantity: t.arg.int({ required: true }),
    },
    resolve: (_root, { organizationId, channel, quantity }, ctx) => grantCredits(ctx, organizationId, { channel, quantity }),
  }),
}));
