import type { Prisma } from '../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; REST reads use `jobFormRead`. */
export type JobFormQuery = { select?: Prisma.JobFormSelect; include?: Prisma.JobFormInclude };
export type JobFormOf<Q extends JobFormQuery> = Prisma.JobFormGetPayload<Q>;

/** Every column, the version's fields and its template's name, and the corrections: what the form JSON shows. */
export const jobFormRead = {
  include: {
    templateVersion: {
      select: { id: true, version: true, definition: true, templateId: true, template: { select: { name: true, builtInKey: true } } },
    },
    revisions: { orderBy: { revision: 'asc' } },
  },
} as const satisfies JobFormQuery;
export type JobFormRead = JobFormOf<typeof jobFormRead>;

/** A job's forms in the order they were added. */
export const FORM_ORDER: Prisma.JobFormOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export const formMessages = {
  notFound: 'Form not found',
  submitted: 'This form has been submitted: correct it instead',
  notSubmitted: 'Only a submitted form can be corrected',
  removeSubmitted: 'A submitted form cannot be removed',
  incomplete: 'The form is not complete',
  invalid: 'Some answers cannot be saved',
  changedMeanwhile: 'Someone changed this form after your copy was saved: open it again to see their answers, then fill it',
  photoNotOnJob: (label: string) => `${label}: the photo is not one of this job's photos`,
} as const;
