import { CalendarFeedScope } from '../../db/generated/enums.ts';
import {
  type CalendarFeedInfo,
  createCalendarFeed,
  listCalendarFeeds,
  type NewCalendarFeed,
  revokeCalendarFeed,
} from '../../domain/calendar/calendar-feeds.ts';
import type { ExportInfo } from '../../domain/export/export-info.ts';
import { listExports } from '../../domain/export/list-exports.ts';
import { requestExport } from '../../domain/export/request-export.ts';
import { retryExport } from '../../domain/export/retry-export.ts';
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

const ExportStateEnum = builder.enumType('ExportState', {
  description: 'Where a full export is',
  values: {
    building: { description: 'Being built in the background: see progressDone of progressTotal' },
    ready: { description: 'Ready: url downloads it until expiresAt' },
    failed: { description: 'Every try failed: retryExport builds it again' },
    expired: { description: 'Its link ran out and the file was deleted: ask for a new export' },
  } as const,
});

const DataExportRef = builder.objectRef<ExportInfo>('DataExport').implement({
  description: "A full export of the organisation: its build's progress, then its download link (admins, signed in)",
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: ExportStateEnum, resolve: (e) => e.state }),
    progressDone: t.exposeInt('progressDone', { description: 'Rows and files written so far' }),
    progressTotal: t.exposeInt('progressTotal', { description: 'Rows and files to write (0 until the build has counted them)' }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    readyAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.readyAt }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.expiresAt }),
    url: t.exposeString('url', { nullable: true, description: 'Where the ZIP downloads while the link works' }),
    sizeBytes: t.exposeFloat('sizeBytes', { nullable: true }),
    failure: t.exposeString('failure', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  calendarFeeds: t.field({
    type: [CalendarFeed],
    authScopes: { can: 'subscribeCalendar' },
    description: "The caller's calendar feeds",
    resolve: (_root, _args, ctx) => listCalendarFeeds(ctx),
  }),
  recentExports: t.field({
    type: [DataExportRef],
    authScopes: { can: 'exportData' },
    description: "The organisation's latest exports, newest first, each with its state and progress (admins)",
    resolve: (_root, _args, ctx) => listExports(ctx),
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
    type: DataExportRef,
    errors: appErrors,
    authScopes: { can: 'exportData' },
    description:
      'Ask for the whole organisation as one ZIP (CSV and JSON, job photos, quote and invoice PDFs), built in the background; its link is emailed when ready. While one is building, answers that one. Every plan, also after the subscription lapsed; recorded in the audit log',
    resolve: (_root, _args, ctx) => requestExport(ctx),
  }),
  retryExport: t.field({
    type: DataExportRef,
    errors: appErrors,
    authScopes: { can: 'exportData' },
    description: 'Build a failed export again from the start',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => retryExport(ctx, String(id)),
  }),
}));
