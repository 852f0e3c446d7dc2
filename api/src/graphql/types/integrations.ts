import { CalendarFeedScope } from '../../db/generated/enums.ts';
import {
  type CalendarFeedInfo,
  createCalendarFeed,
  listCalendarFeeds,
  type NewCalendarFeed,
  revokeCalendarFeed,
} from '../../domain/calendar/calendar-feeds.ts';
import { latestExport } from '../../domain/export/latest-export.ts';
import { type RequestedExport, requestExport } from '../../domain/export/request-export.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// Calendar feeds (secret ICS URLs) and the full export: the same domain functions as the REST routes.

const CalendarFeedScopeEnum = builder.enumType(CalendarFeedScope, {
  name: 'CalendarFeedScope',
  description: "Which jobs a feed carries: the member's own, or every job of the organisation (office)",
});

const CalendarFeed = builder.objectRef<CalendarFeedInfo>('CalendarFeed').implement({
  description: "One of the caller's calendar feeds (its URL is shown only when it is made)",
  fields: (t) => ({
    scope: t.field({ type: CalendarFeedScopeEnum, resolve: (f) => f.scope }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    lastFetchedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.lastFetchedAt }),
  }),
});

const NewCalendarFeedRef = builder.objectRef<NewCalendarFeed>('NewCalendarFeed').implement({
  description: 'A calendar feed just made, with its secret subscription URL: shown this once',
  fields: (t) => ({
    scope: t.field({ type: CalendarFeedScopeEnum, resolve: (f) => f.scope }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    lastFetchedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.lastFetchedAt }),
    url: t.exposeString('url', { description: 'The iCalendar subscription URL (webcal apps accept it as it is)' }),
  }),
});

const RevokeCalendarFeedPayload = builder.objectRef<{ scope: CalendarFeedScope }>('RevokeCalendarFeedPayload').implement({
  fields: (t) => ({ scope: t.field({ type: CalendarFeedScopeEnum, resolve: (p) => p.scope }) }),
});

const RequestedExportRef = builder.objectRef<RequestedExport>('RequestedExport').implement({
  description: 'A full export asked for: where its ZIP downloads (admins, signed in) and until when',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    expiresAt: t.field({ type: 'DateTime', resolve: (e) => e.expiresAt }),
  }),
});

builder.queryFields((t) => ({
  calendarFeeds: t.field({
    type: [CalendarFeed],
    authScopes: { can: 'subscribeCalendar' },
    description: "The caller's calendar feeds",
    resolve: (_root, _args, ctx) => listCalendarFeeds(ctx),
  }),
  latestExport: t.field({
    type: RequestedExportRef,
    nullable: true,
    authScopes: { can: 'exportData' },
    description: "The organisation's latest export whose link still works, or null (admins): offered again after a reload",
    resolve: (_root, _args, ctx) => latestExport(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createCalendarFeed: t.field({
    type: NewCalendarFeedRef,
    errors: appErrors,
    authScopes: { can: 'subscribeCalendar' },
    description: "A new secret URL for the caller's feed (office: admins and managers); the feed's previous URL stops working",
    args: { scope: t.arg({ type: CalendarFeedScopeEnum, required: true }) },
    resolve: (_root, { scope }, ctx) => createCalendarFeed(ctx, scope),
  }),
  revokeCalendarFeed: t.field({
    type: RevokeCalendarFeedPayload,
    errors: appErrors,
    authScopes: { can: 'subscribeCalendar' },
    description: "Stop one of the caller's feeds: its URL answers 404 from now on",
    args: { scope: t.arg({ type: CalendarFeedScopeEnum, required: true }) },
    resolve: (_root, { scope }, ctx) => revokeCalendarFeed(ctx, scope),
  }),
  requestExport: t.field({
    type: RequestedExportRef,
    errors: appErrors,
    authScopes: { can: 'exportData' },
    description:
      'Ask for the whole organisation as one ZIP (CSV and JSON, job photos, quote and invoice PDFs): its download link. Every plan, also after the subscription lapsed; recorded in the audit log',
    resolve: (_root, _args, ctx) => requestExport(ctx),
  }),
}));
