import { applySmsStatus } from '../domain/messaging/apply-sms-status.ts';
import { listMessages, messageRead, openMessageAttachment } from '../domain/messaging/list-messages.ts';
import { getReminderSettings, updateReminderSettings } from '../domain/messaging/reminder-settings.ts';
import { sendJobSms } from '../domain/messaging/send-job-sms.ts';
import { getUsageHistory } from '../domain/messaging/usage-history.ts';
import { notFound } from '../errors.ts';
import { toMessageJson } from '../views/messaging.views.ts';
import { implement } from './contract.ts';
import { messagingContract } from './messaging.contract.ts';
import { page, pageQuery } from './paging.ts';

export const SMS_SENT = 'SMS sent ✔';

// REST routes of messaging: contracts in messaging.contract.ts, implemented here.
export const messagingRoutes = implement(messagingContract, {
  jobSms: async ({ ctx, params, body }) => {
    const sms = await sendJobSms(ctx, params.id, body);
    return { success: true as const, message: SMS_SENT, sms: toMessageJson(sms) };
  },
  twilioStatus: async ({ ctx, req }) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : String(req.body ?? '');
    const params = Object.fromEntries(new URLSearchParams(raw));
    const signature = req.headers['x-twilio-signature'];
    return applySmsStatus(ctx, `${ctx.config.PUBLIC_URL}${req.url}`, params, Array.isArray(signature) ? signature[0] : signature);
  },
  messages: async ({ ctx, query, req, reply }) => {
    const at = pageQuery(query);
    const rows = await listMessages(ctx, { channel: query.channel, jobId: query.jobId }, { ...messageRead, take: at.take, skip: at.skip });
    return { messages: page(rows, at, req, reply).map(toMessageJson) };
  },
  attachment: async ({ ctx, params, reply }) => {
    const file = await openMessageAttachment(ctx, params.id, params.index);
    if (!file) throw notFound('Attachment not found');
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]+/g, '_')}"`)
      .type(file.contentType);
    return reply.send(file.stream);
  },
  usageHistory: ({ ctx }) => getUsageHistory(ctx),
  reminders: ({ ctx }) => getReminderSettings(ctx),
  updateReminders: ({ ctx, body }) => updateReminderSettings(ctx, body),
});
