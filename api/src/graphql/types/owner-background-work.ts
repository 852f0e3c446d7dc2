import {
  type BackgroundDeadLetter,
  type BackgroundKindFigures,
  type BackgroundWork,
  readBackgroundWork,
  retryBackgroundJob,
} from '../../domain/owner/background-work.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// The owner portal's Background work (the platform owner only; null with a NOT_FOUND error for everyone else), the
// same domain functions as GET /api/admin/background-work and POST /api/admin/background-work/{id}/retry.

const KindFigures = builder.objectRef<BackgroundKindFigures>('OwnerBackgroundKind').implement({
  description: "One kind of background job's queue, across every process",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: "The job kind's name, e.g. webhook.deliver" }),
    queued: t.exposeInt('queued', { description: 'Waiting to run, retries included' }),
    oldestQueuedSeconds: t.exposeFloat('oldestQueuedSeconds', {
      description: 'How long the longest-waiting due job has waited (0: none due)',
    }),
    failed: t.exposeInt('failed', { description: 'Tries that failed and wait for their next try' }),
    deadLettered: t.exposeInt('deadLettered', { description: 'Out of tries: waiting for an operator' }),
  }),
});

const DeadLetter = builder.objectRef<BackgroundDeadLetter>('OwnerDeadLetter').implement({
  description: 'A background job out of tries: what, for whom, when and why (masked: no addresses, numbers, links or tokens)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    organizationId: t.exposeID('organisationId', { nullable: true }),
    organizationName: t.exposeString('organisationName', { nullable: true }),
    failedAt: t.expose('failedAt', { type: 'DateTime' }),
    tries: t.exposeInt('tries'),
    error: t.exposeString('error', { description: "The last failure's message" }),
  }),
});

const Work = builder.objectRef<BackgroundWork>('OwnerBackgroundWork').implement({
  fields: (t) => ({
    asOf: t.expose('asOf', { type: 'DateTime' }),
    kinds: t.field({ type: [KindFigures], resolve: (w) => w.kinds }),
    deadLetterTotal: t.exposeInt('deadLetterTotal'),
    deadLetters: t.field({ type: [DeadLetter], description: 'The newest 100, newest first', resolve: (w) => w.deadLetters }),
  }),
});

const RetryPayload = builder.objectRef<{ id: string }>('RetryBackgroundJobPayload').implement({
  fields: (t) => ({ id: t.exposeID('id', { description: 'The job, due again now' }) }),
});

builder.queryFields((t) => ({
  ownerBackgroundWork: t.field({
    type: Work,
    authScopes: { can: 'seeBusiness' },
    description:
      'Each kind of background job (queued, oldest wait, failed, dead letters) and the newest dead letters (the platform owner only); REST: GET /api/admin/background-work',
    resolve: (_root, _args, ctx) => readBackgroundWork(ctx),
  }),
}));

builder.mutationFields((t) => ({
  retryBackgroundJob: t.field({
    type: RetryPayload,
    errors: appErrors,
    authScopes: { can: 'retryBackgroundWork' },
    description:
      'Try a dead letter again from its first try, due now; NOT_FOUND when it is not a dead letter (retried already). Recorded in the audit log',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => retryBackgroundJob(ctx, id),
  }),
}));
