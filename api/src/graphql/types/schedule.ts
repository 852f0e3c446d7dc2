import { queryFromInfo } from '@pothos/plugin-prisma';
import {
  countAllJobs,
  countJobsToday,
  type DashboardDay,
  dashboardDay,
  todaysJobs,
  upcomingJobs,
} from '../../domain/dashboard/dashboard.ts';
import type { JobOf, JobQuery } from '../../domain/jobs/job-query.ts';
import { rangeJobs } from '../../domain/schedule/range-jobs.ts';
import { rescheduleJob } from '../../domain/schedule/reschedule-job.ts';
import { jobAfterChange, subscribeScheduleChanges } from '../../domain/schedule/schedule-changes.ts';
import { type ScheduleDay, scheduleDays } from '../../domain/schedule/schedule-days.ts';
import { DEFAULT_PER_DAY } from '../../domain/schedule/schemas.ts';
import { SCHEDULE_CHANGE_KINDS, type ScheduleChangedEvent } from '../../events.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';
import { JobRef } from './jobs.ts';

// The schedule, the dashboard and their live updates (part 1 §2 "Schedule", "Dashboard").

const ScheduleChangeKindEnum = builder.enumType('ScheduleChangeKind', {
  description: 'What happened to a job',
  values: SCHEDULE_CHANGE_KINDS,
});

const ScheduleChange = builder.objectRef<ScheduleChangedEvent>('ScheduleChange').implement({
  description: 'A change to a job on the schedule',
  fields: (t) => ({
    id: t.exposeID('id', {
      description: 'the change’s own id, the same for every subscriber: a client that hears one twice may drop the repeat',
    }),
    kind: t.expose('kind', { type: ScheduleChangeKindEnum }),
    jobId: t.exposeID('jobId'),
    job: t.prismaField({
      type: 'Job',
      nullable: true,
      description: 'the job after the change; null when deleted or no longer visible to the viewer',
      resolve: (query, event, _args, ctx) => jobAfterChange(ctx, event, selection(query)),
    }),
  }),
});

const Dashboard = builder.objectRef<DashboardDay>('Dashboard').implement({
  description: "The dashboard's figures and lists, for the jobs the viewer sees",
  fields: (t) => ({
    jobsToday: t.int({
      description: 'jobs scheduled today (Melbourne day, organisation time zone) visible to the viewer',
      resolve: (day, _args, ctx) => countJobsToday(ctx, day),
    }),
    totalJobs: t.int({ description: 'all jobs visible to the viewer', resolve: (day, _args, ctx) => countAllJobs(ctx, day) }),
    todaysJobs: t.prismaField({
      type: ['Job'],
      description: "today's jobs, soonest first",
      resolve: (query, day, _args, ctx) => todaysJobs(ctx, day, selection(query)),
    }),
    upcomingJobs: t.prismaField({
      type: ['Job'],
      description: 'the next 5 open jobs after today, soonest first',
      resolve: (query, day, _args, ctx) => upcomingJobs(ctx, day, selection(query)),
    }),
  }),
});

const ScheduleDayRef = builder.objectRef<ScheduleDay<unknown>>('ScheduleDay').implement({
  description: "One day of the schedule in the organisation's zone: how many jobs the viewer sees, and the first few",
  fields: (t) => ({
    day: t.exposeString('day', { description: "the day, 'YYYY-MM-DD' in the organisation's zone" }),
    count: t.exposeInt('count', { description: 'the jobs of the day the viewer sees (with the technician filter)' }),
    jobs: t.field({
      type: [JobRef],
      description: 'the first perDay jobs of the day, soonest first (then by title)',
      // Read for every day at once by scheduleDays, with this field's selection.
      resolve: (day) => day.jobs as JobOf<JobQuery>[],
    }),
  }),
});

builder.queryFields((t) => ({
  jobsInRange: t.prismaField({
    type: ['Job'],
    authScopes: { loggedIn: true },
    description:
      'Jobs whose scheduledAt is in [start, end), visible to the viewer (technicians: their own jobs, as jobScope), optional technician filter',
    args: {
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
      technicianId: t.arg.id(),
    },
    resolve: (query, _root, args, ctx) => rangeJobs(ctx, args, selection(query)),
  }),
  scheduleDays: t.field({
    type: [ScheduleDayRef],
    authScopes: { loggedIn: true },
    description:
      "The month view: every day (organisation's zone) that [start, end) touches, at most 42, with the number of jobs the viewer sees that day and the first perDay (1-20) of them, soonest first. Same visibility and technician filter as jobsInRange",
    args: {
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
      technicianId: t.arg.id(),
      perDay: t.arg.int({ defaultValue: DEFAULT_PER_DAY }),
    },
    resolve: (_root, args, ctx, info) =>
      scheduleDays(ctx, args, selection(queryFromInfo({ context: ctx, info, typeName: 'Job', path: ['jobs'] }))),
  }),
  dashboard: t.field({
    type: Dashboard,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => dashboardDay(ctx),
  }),
}));

builder.mutationFields((t) => ({
  rescheduleJob: t.prismaField({
    type: 'Job',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Move a job to a new instant (ISO string). Typed AppError on failure.',
    args: { id: t.arg.id({ required: true }), scheduledAt: t.arg.string({ required: true }) },
    resolve: (query, _root, { id, scheduledAt }, ctx) => rescheduleJob(ctx, id, { scheduledAt }, selection(query)),
  }),
}));

builder.subscriptionFields((t) => ({
  scheduleChanged: t.field({
    type: ScheduleChange,
    authScopes: { loggedIn: true },
    description: "Every schedule change in the viewer's organisation that the viewer may see",
    subscribe: (_root, _args, ctx) => subscribeScheduleChanges(ctx),
    resolve: (event) => event as ScheduleChangedEvent,
  }),
}));
