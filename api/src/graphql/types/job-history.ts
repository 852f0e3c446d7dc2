import { historyOrder, historyQuery } from '../../domain/jobs/list-job-history.ts';
import { HISTORY_LIMIT } from '../../rules/job-history.ts';
import { builder } from '../builder.ts';
import { JobRef } from './jobs.ts';

// The job history on a customer's profile and a unit's detail, by the rules of
// domain/jobs/list-job-history.ts (REST reads the same). Read in the parent's query, so a profile costs the same
// statements however many jobs it has.

const HISTORY = `Jobs for this record the viewer sees (technicians: their own), newest schedule first with unscheduled on top; at most ${HISTORY_LIMIT}`;

builder.prismaObjectFields('Customer', (t) => ({
  jobs: t.relation('jobs', {
    description: HISTORY,
    query: (_args, ctx) => historyQuery(ctx.user!),
  }),
}));

builder.prismaObjectFields('Equipment', (t) => ({
  jobs: t.field({
    type: [JobRef],
    description: HISTORY,
    select: (_args, ctx, nestedSelection) => ({
      jobs: {
        where: { job: historyQuery(ctx.user!).where },
        orderBy: historyOrder.map((order) => ({ job: order })),
        take: HISTORY_LIMIT,
        select: { job: nestedSelection(true) },
      },
    }),
    resolve: (equipment) => equipment.jobs.map((link) => link.job),
  }),
}));
