import { JobStatus, JobType } from '../../db/generated/enums.ts';
import { builder } from '../builder.ts';
import { UserRef } from './accounts.ts';
import { EquipmentRef } from './equipment.ts';

// Jobs (spec part 1 §2-4, part 2 §2-4). The object type; queries and mutations sit beside it.

export const JobStatusEnum = builder.enumType(JobStatus, { name: 'JobStatus' });
export const JobTypeEnum = builder.enumType(JobType, { name: 'JobType' });

export const JobRef = builder.prismaObject('Job', {
  description: 'A piece of work for a customer: scheduled, assigned to technicians, done',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    jobType: t.expose('jobType', { type: JobTypeEnum, nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    status: t.expose('status', { type: JobStatusEnum }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    customer: t.relation('customer', { nullable: true }),
    technicians: t.field({
      type: [UserRef],
      select: { technicians: { select: { user: true }, orderBy: { user: { name: 'asc' } } } },
      resolve: (job) => job.technicians.map((jt) => jt.user),
    }),
    equipment: t.field({
      type: [EquipmentRef],
      select: { equipment: { select: { equipment: true }, orderBy: { equipment: { name: 'asc' } } } },
      resolve: (job) => job.equipment.map((je) => je.equipment),
    }),
    hasConfirmationToken: t.boolean({ select: { confirmationToken: true }, resolve: (job) => !!job.confirmationToken }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
