import { confirmJobByToken, getBooking, type PublicBooking, requestAnotherTime } from '../../domain/jobs/confirm-job-by-token.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// The customer's page behind a job's confirmation link (web /c/{token}), no sign-in: the token is the credential.
// Reading the booking changes nothing; only confirmBooking — the customer's press of Confirm — confirms it.

const PublicBookingRef = builder.objectRef<PublicBooking>('PublicBooking').implement({
  description: 'A job as its customer sees it through the confirmation link: no sign-in, nothing of the business’s other records',
  fields: (t) => ({
    title: t.exposeString('title'),
    businessName: t.exposeString('businessName'),
    businessPhone: t.exposeString('businessPhone', { nullable: true, description: 'The business’s phone, for the customer to call' }),
    businessEmail: t.exposeString('businessEmail', { nullable: true, description: 'The business’s email, for the customer to write to' }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    timeZone: t.exposeString('timeZone', { description: 'The business’s time zone: the visit is shown in it' }),
    address: t.exposeString('address', { nullable: true, description: 'Where the visit is (the customer’s address), one line' }),
    canConfirm: t.exposeBoolean('canConfirm', { description: 'Confirm applies: the booking is new or scheduled and not confirmed yet' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    rescheduleRequestedAt: t.expose('rescheduleRequestedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the customer asked for another time (requestAnotherTime)',
    }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'Why Confirm does not apply (already confirmed, or no longer open to confirming)',
    }),
  }),
});

const ConfirmBookingPayload = builder.objectRef<{ message: string; booking: PublicBooking }>('ConfirmBookingPayload').implement({
  fields: (t) => ({ message: t.exposeString('message'), booking: t.field({ type: PublicBookingRef, resolve: (p) => p.booking }) }),
});

builder.queryFields((t) => ({
  publicBooking: t.field({
    type: PublicBookingRef,
    description: "The booking behind a job's confirmation link (no sign-in), changing nothing. NOT_FOUND when the token is unknown",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => getBooking(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  confirmBooking: t.field({
    type: ConfirmBookingPayload,
    errors: appErrors,
    description:
      'The customer confirms the booking behind the link (no sign-in), once: CONFLICT when already confirmed or no longer open to confirming (started, done, cancelled)',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      const confirmed = await confirmJobByToken(ctx, token);
      return { message: confirmed.message, booking: { ...confirmed, message: null } };
    },
  }),
  requestAnotherTime: t.field({
    type: ConfirmBookingPayload,
    errors: appErrors,
    description:
      'The customer asks for another time instead of confirming (no sign-in), with an optional note (500 characters): the office sees it on the service board and the job. CONFLICT when already confirmed or no longer open to confirming',
    args: { token: t.arg.string({ required: true }), note: t.arg.string() },
    resolve: async (_root, { token, note }, ctx) => {
      const asked = await requestAnotherTime(ctx, token, { note });
      return { message: asked.message, booking: { ...asked, message: null } };
    },
  }),
}));
