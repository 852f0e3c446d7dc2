import type { Prisma } from '../../db/generated/client.ts';
import { jobScope } from '../../domain/jobs/job-query.ts';
import { HISTORY_LIMIT } from '../../rules/job-history.ts';
import { builder } from '../builder.ts';
import { JobRef } from './jobs.ts';

// The job history on a customer's profile and a unit's detail (issue 10): the jobs the viewer sees (technicians:
// their own, as everywhere), newest schedule first with unscheduled work on top, at most HISTORY_LIMIT. Read in the
// parent's query, so a profile costs the same statements however many jobs it has.

const newestFirst: Prisma.JobOrderByWithRelationInput[] = [{ scheduledAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }];
const HISTORY = `Jobs for this record the viewer sees (technicians: their own), newest schedule first with unscheduled on top; at most ${HISTORY_LIMIT}`;

builder.prismaObjectFields('Customer', (t) => ({
  jobs: t.relation('jobs', {
    description: HISTORY,
    query: (_args, ctx) => ({ where: jobScope(ctx.user!), orderBy: newestFirst, take: HISTORY_LIMIT }),
  }),
}));

builder.prismaObjectFields('Equipment', (t) => ({
  jobs: t.field({
    type: [JobRef],
    description: HISTORY,
    select: (_args, ctx, nestedSelection) => ({
      jobs: {
        where: { job: jobScope(ctx.user!) },
        orderBy: newestFirst.map((order) => ({ job: order })),
        take: HISTORY_LIMIT,
        select: { job: nestedSelection(true) },
      },
    }),
    resolve: (equipment) => equipment.jobs.map((link) => link.job),
  }),
}));
