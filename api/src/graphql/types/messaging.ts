import { MessageChannel, MessageStatus } from '../../db/generated/enums.ts';
import { requestPasswordReset, resetPassword } from '../../domain/accounts/reset-password.ts';
import { listMessages } from '../../domain/messaging/list-messages.ts';
import { getReminderSettings, type ReminderSettings, updateReminderSettings } from '../../domain/messaging/reminder-settings.ts';
import { sendJobSms } from '../../domain/messaging/send-job-sms.ts';
import { getUsageHistory, type UsageDay, type UsageHistory, type UsageHistoryPack } from '../../domain/messaging/usage-history.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// SMS and email: the job confirmation SMS and the Messages tab, the same domain operations as REST.

const MessageChannelEnum = builder.enumType(MessageChannel, { name: 'MessageChannel' });
const MessageStatusEnum = builder.enumType(MessageStatus, { name: 'MessageStatus' });

const MessageAttachment = builder
  .objectRef<{ filename: string; contentType: string; size: number; url: string }>('MessageAttachment')
  .implement({
    description: "An email attachment as it was sent (a quote's or invoice's PDF)",
    fields: (t) => ({
      filename: t.exposeString('filename'),
      contentType: t.exposeString('contentType'),
      size: t.exposeInt('size'),
      url: t.exposeString('url', { description: 'GET it (admin and manager)' }),
    }),
  });

export const MessageRef = builder.prismaObject('OutgoingMessage', {
  name: 'Message',
  description: 'An SMS or email the organisation sent: the outbox of the local provider and the usage ledger',
  authScopes: { can: 'seeMessages' },
  fields: (t) => ({
    id: t.exposeID('id'),
    channel: t.expose('channel', { type: MessageChannelEnum }),
    to: t.exposeString('to'),
    subject: t.exposeString('subject', { nullable: true }),
    body: t.exposeString('body', { description: 'The text as sent, with any private link (a quote’s customer link) withheld' }),
    status: t.expose('status', { type: MessageStatusEnum }),
    provider: t.exposeString('provider'),
    error: t.exposeString('error', { nullable: true }),
    credits: t.int({
      description: 'Credits counted (SMS segments, 1 an email, 0 account mail); 0 once given back after a failure',
      select: { credits: true, refundedAt: true },
      resolve: (m) => (m.refundedAt ? 0 : m.credits),
    }),
    paidFromPack: t.boolean({
      description: 'Whether pack credits paid for it (else the plan allowance)',
      select: { charges: true, refundedAt: true },
      resolve: (m) => !m.refundedAt && Array.isArray(m.charges) && (m.charges as { packId: string | null }[]).some((c) => c.packId),
    }),
    job: t.relation('job', { nullable: true }),
    quoteId: t.exposeID('quoteId', { nullable: true }),
    invoiceId: t.exposeID('invoiceId', { nullable: true }),
    sentBy: t.relation('sentBy', { nullable: true }),
    attachments: t.field({
      type: [MessageAttachment],
      select: { id: true, attachments: true },
      resolve: (m) =>
        ((m.attachments as { filename: string; contentType: string; size: number }[] | null) ?? []).map((a, i) => ({
          ...a,
          url: `/api/messages/${m.id}/attachments/${i}`,
        })),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  messages: t.prismaConnection(
    {
      type: 'OutgoingMessage',
      cursor: 'id',
      authScopes: { can: 'seeMessages' },
      description:
        "The Messages tab: every SMS and email the organisation sent, newest first (admin and manager). Mail about one person's own account (password resets, invites) is never listed, and private links in email bodies are withheld",
      args: { channel: t.arg({ type: MessageChannelEnum }), jobId: t.arg.id() },
      defaultSize: 50,
      maxSize: 200,
      resolve: (query, _root, args, ctx) =>
        listMessages(ctx, { channel: args.channel ?? undefined, jobId: args.jobId ?? undefined }, query),
    },
    { name: 'MessageConnection', description: 'A page of sent messages' },
    { name: 'MessageEdge' },
  ),
}));

const JobSmsInput = builder.inputType('JobSmsInput', {
  fields: (t) => ({
    phone: t.string({ description: "Else the customer's phone; normalised to +61" }),
    messageOverride: t.string({ description: 'Else the default confirmation text; the confirm link is always added' }),
  }),
});

const SentSms = builder.objectRef<{ id: string; to: string; status: MessageStatus; credits: number }>('SentSms').implement({
  description: "An SMS handed to the provider: 'SMS sent ✔'",
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to'),
    status: t.expose('status', { type: MessageStatusEnum }),
    credits: t.exposeInt('credits'),
  }),
});

builder.mutationFields((t) => ({
  sendJobSms: t.field({
    type: SentSms,
    errors: appErrors,
    authScopes: { loggedIn: true },
    description:
      "Send SMS on a job: the confirmation with its public confirm link (anyone who can see the job). 'Failed to send SMS' when the provider fails; QUOTA_EXCEEDED when no credits are left",
    args: { jobId: t.arg.id({ required: true }), input: t.arg({ type: JobSmsInput }) },
    resolve: (_root, { jobId, input }, ctx) => sendJobSms(ctx, jobId, input ?? undefined),
  }),
}));

const ReminderSettingsRef = builder.objectRef<ReminderSettings>('ReminderSettings').implement({
  description: 'Appointment reminders: an SMS to the customer the day before a scheduled job, at `time` in `timeZone`',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    time: t.exposeString('time', { description: 'HH:MM, 24-hour' }),
    timeZone: t.exposeString('timeZone'),
  }),
});

builder.queryField('reminderSettings', (t) =>
  t.field({ type: ReminderSettingsRef, authScopes: { can: 'seeMessages' }, resolve: (_root, _args, ctx) => getReminderSettings(ctx) }),
);

builder.mutationField('updateReminderSettings', (t) =>
  t.field({
    type: ReminderSettingsRef,
    errors: appErrors,
    authScopes: { can: 'seeMessages' },
    description: "Turn appointment reminders on or off and set their time ('Reminder time must be a time of day like 17:00')",
    args: { enabled: t.arg.boolean({ required: true }), time: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateReminderSettings(ctx, args),
  }),
);

const UsageSourceEnum = builder.enumType('UsageSource', {
  description: 'Where counted credits came from: the plan allowance or a bought pack',
  values: ['allowance', 'pack'] as const,
});

const UsageHistoryPackRef = builder.objectRef<UsageHistoryPack>('UsageHistoryPack').implement({
  description: 'The pack a day’s credits came from',
  fields: (t) => ({
    id: t.exposeID('id'),
    quantity: t.exposeInt('quantity'),
    purchasedAt: t.exposeString('purchasedAt'),
  }),
});

const UsageDayRef = builder.objectRef<UsageDay>('UsageDay').implement({
  description: 'The credits one channel counted on one day (the organisation’s zone) from one source',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    channel: t.expose('channel', { type: MessageChannelEnum }),
    credits: t.exposeInt('credits'),
    source: t.expose('source', { type: UsageSourceEnum }),
    pack: t.field({ type: UsageHistoryPackRef, nullable: true, resolve: (d) => d.pack }),
  }),
});

const UsageHistoryRef = builder.objectRef<UsageHistory>('UsageHistory').implement({
  description: 'What was counted this billing period, newest day first (GET /api/usage/history)',
  fields: (t) => ({
    periodStart: t.exposeString('periodStart'),
    days: t.field({ type: [UsageDayRef], resolve: (h) => h.days }),
  }),
});

builder.queryField('usageHistory', (t) =>
  t.field({
    type: UsageHistoryRef,
    authScopes: { can: 'manageBilling' },
    description:
      'The usage tab’s history: what was counted this billing period, by day and channel, from the plan allowance or which pack (admin and manager)',
    resolve: (_root, _args, ctx) => getUsageHistory(ctx),
  }),
);

const PasswordResetAnswer = builder.objectRef<{ success: true; message: string }>('PasswordResetAnswer').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: PasswordResetAnswer,
    errors: appErrors,
    description: 'Forgot password: email a single-use reset link (the same answer whether or not the email has an account)',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args),
  }),
  resetPassword: t.field({
    type: PasswordResetAnswer,
    errors: appErrors,
    description: 'Choose a new password through the emailed link, once; every session of the user ends',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resetPassword(ctx, args),
  }),
}));
