import { type SupportOverview, supportOverview } from '../../domain/owner/support-overview.ts';
import { TICKET_AGE_BANDS } from '../../rules/support-tickets.ts';
import { builder } from '../builder.ts';
import { TicketPriorityEnum } from './tickets.ts';

// The owner's support overview (the platform owner only; null with a NOT_FOUND error for everyone else), the same
// domain function as GET /api/admin/support.

type Open = SupportOverview['open'];
type Duration = SupportOverview['resolution'];

const TicketAgeBandEnum = builder.enumType('TicketAgeBand', { values: TICKET_AGE_BANDS.map((b) => b.id) });

const AgeCounts = builder.objectRef<Open['byPriority'][number]['byAge']>('TicketAgeCounts').implement({
  fields: (t) => ({
    under1Day: t.int({ resolve: (a) => a.under_1_day }),
    days1To3: t.int({ resolve: (a) => a.days_1_3 }),
    days3To7: t.int({ resolve: (a) => a.days_3_7 }),
    over7Days: t.int({ resolve: (a) => a.over_7_days }),
  }),
});

const OpenByPriority = builder.objectRef<Open['byPriority'][number]>('OwnerOpenTicketsByPriority').implement({
  fields: (t) => ({
    priority: t.expose('priority', { type: TicketPriorityEnum }),
    total: t.exposeInt('total'),
    unassigned: t.exposeInt('unassigned'),
    byAge: t.field({ type: AgeCounts, resolve: (p) => p.byAge }),
    link: t.exposeString('link', { description: "The staff portal's queue, filtered by this priority" }),
  }),
});

const OpenByAge = builder.objectRef<Open['byAge'][number]>('OwnerOpenTicketsByAge').implement({
  fields: (t) => ({
    band: t.expose('band', { type: TicketAgeBandEnum }),
    label: t.exposeString('label'),
    count: t.exposeInt('count'),
  }),
});

const OpenTickets = builder.objectRef<Open>('OwnerOpenTickets').implement({
  description: 'Tickets open or in progress now (the range does not apply); age from creation',
  fields: (t) => ({
    total: t.exposeInt('total'),
    unassigned: t.exposeInt('unassigned'),
    byPriority: t.field({ type: [OpenByPriority], resolve: (o) => o.byPriority }),
    byAge: t.field({ type: [OpenByAge], resolve: (o) => o.byAge }),
    link: t.exposeString('link'),
    unassignedLink: t.exposeString('unassignedLink'),
  }),
});

const ResponseTimes = builder.objectRef<SupportOverview['firstResponse']>('OwnerFirstResponseTimes').implement({
  description: 'Tickets created in the range: creation to the first staff reply that is not an internal note',
  fields: (t) => ({
    created: t.exposeInt('created', { description: 'Tickets created in the range' }),
    count: t.exposeInt('count', { description: 'Of those, answered' }),
    medianSeconds: t.exposeInt('medianSeconds', { nullable: true }),
    p90Seconds: t.exposeInt('p90Seconds', { nullable: true }),
  }),
});

const ResolutionTimes = builder.objectRef<Duration>('OwnerResolutionTimes').implement({
  description: 'Tickets resolved or closed in the range: creation to resolution',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Tickets resolved in the range' }),
    medianSeconds: t.exposeInt('medianSeconds', { nullable: true }),
    p90Seconds: t.exposeInt('p90Seconds', { nullable: true }),
  }),
});

const WeekCount = builder.objectRef<SupportOverview['weekly'][number]>('OwnerTicketWeek').implement({
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday (YYYY-MM-DD, Melbourne)' }),
    created: t.exposeInt('created'),
  }),
});

const TopOrganisation = builder.objectRef<SupportOverview['topOrganisations'][number]>('OwnerTicketOrganisation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    tickets: t.exposeInt('tickets', { description: 'Tickets created in the range' }),
    open: t.exposeInt('open', { description: 'Of those, open or in progress now' }),
    link: t.exposeString('link', { description: "The staff portal's queue, searched for the organisation's name" }),
  }),
});

const WaitingTicket = builder.objectRef<SupportOverview['longestWaiting'][number]>('OwnerWaitingTicket').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    organisation: t.exposeString('organisation'),
    priority: t.expose('priority', { type: TicketPriorityEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    assigned: t.exposeBoolean('assigned'),
    link: t.exposeString('link', { description: 'The ticket in the staff portal' }),
  }),
});

const Overview = builder.objectRef<SupportOverview>('OwnerSupportOverview').implement({
  fields: (t) => ({
    from: t.string({ resolve: (o) => o.range.from }),
    to: t.string({ resolve: (o) => o.range.to }),
    asOf: t.expose('asOf', { type: 'DateTime' }),
    open: t.field({ type: OpenTickets, resolve: (o) => o.open }),
    firstResponse: t.field({ type: ResponseTimes, resolve: (o) => o.firstResponse }),
    resolution: t.field({ type: ResolutionTimes, resolve: (o) => o.resolution }),
    weekly: t.field({ type: [WeekCount], resolve: (o) => o.weekly }),
    topOrganisations: t.field({ type: [TopOrganisation], resolve: (o) => o.topOrganisations }),
    longestWaiting: t.field({ type: [WaitingTicket], resolve: (o) => o.longestWaiting }),
  }),
});

builder.queryFields((t) => ({
  ownerSupportOverview: t.field({
    type: Overview,
    authScopes: { can: 'seeBusiness' },
    description:
      'The owner: open tickets by priority and age, unassigned, first-response and resolution times, tickets a week and the organisations with most tickets, from and to Melbourne days (YYYY-MM-DD, both or neither: this month)',
    args: { from: t.arg.string(), to: t.arg.string() },
    resolve: (_root, args, ctx) => supportOverview(ctx, args),
  }),
}));
