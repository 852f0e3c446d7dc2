import { z } from 'zod';
import { reminderSettingsSchema } from '../domain/messaging/reminder-settings.ts';
import { jobSmsSchema } from '../domain/messaging/schemas.ts';
import { TWILIO_STATUS_PATH } from '../integrations/sms/index.ts';
import { messageJson } from '../views/messaging.views.ts';
import { route } from './contract.ts';
import { paging } from './paging.ts';

// SMS and email (spec part 1 §7, part 2 §7): the job confirmation SMS, Twilio's delivery reports, and the
// Messages tab's outbox.

const idParams = z.object({ id: z.string() });

const remindersJson = z.object({ enabled: z.boolean(), time: z.string(), timeZone: z.string() });

export const messagingContract = {
  jobSms: route({
    method: 'POST',
    path: '/api/jobs/{id}/sms/confirm',
    summary:
      "Send SMS: the job confirmation with the customer's confirmation link (a job without a token gets one), optional {phone (else the customer's; normalised to +61), messageOverride}; counted per segment (402 QUOTA_EXCEEDED when no credits are left, 502 when the provider fails)",
    access: 'user',
    params: idParams,
    body: jobSmsSchema.optional(),
    response: z.object({ success: z.literal(true), message: z.string(), sms: messageJson }),
  }),
  twilioStatus: route({
    method: 'POST',
    path: TWILIO_STATUS_PATH,
    summary:
      "Twilio's delivery report (form-encoded MessageSid, MessageStatus), X-Twilio-Signature verified over the exact URL and parameters; failed and undelivered give the credits back",
    access: 'public',
    rawBody: true,
    response: z.object({ received: z.literal(true) }),
  }),
  messages: route({
    method: 'GET',
    path: '/api/messages',
    summary:
      "The Messages tab: every SMS and email the organisation sent, newest first {channel?, jobId?, limit, offset} (admin and manager); mail about one person's own account (resets, invites) is never listed and private links in email bodies are withheld",
    access: { can: 'seeMessages' },
    query: z.object({ channel: z.enum(['sms', 'email']).optional(), jobId: z.string().uuid().optional(), ...paging }),
    response: z.object({ messages: z.array(messageJson) }),
  }),
  attachment: route({
    method: 'GET',
    path: '/api/messages/{id}/attachments/{index}',
    summary: "One email attachment as it was sent (the quote's or invoice's PDF), for the Messages tab (admin and manager)",
    access: { can: 'seeMessages' },
    params: z.object({ id: z.string(), index: z.coerce.number().int().min(0).max(50) }),
    response: z.unknown(),
  }),
  usageHistory: route({
    method: 'GET',
    path: '/api/usage/history',
    summary:
      'What was counted this billing period, by day (the organisation’s zone) and channel, from the plan allowance or which pack (admin and manager)',
    access: { can: 'manageBilling' },
    response: z.object({
      periodStart: z.string(),
      days: z.array(
        z.object({
          day: z.string(),
          channel: z.enum(['sms', 'email']),
          credits: z.number().int(),
          source: z.enum(['allowance', 'pack']),
          pack: z.object({ id: z.string(), quantity: z.number().int(), purchasedAt: z.string() }).nullable(),
        }),
      ),
    }),
  }),
  reminders: route({
    method: 'GET',
    path: '/api/messaging/reminders',
    summary: "Appointment reminders: on or off, and the time of day they go out (the day before a visit, the organisation's zone)",
    access: { can: 'seeMessages' },
    response: remindersJson,
  }),
  updateReminders: route({
    method: 'PUT',
    path: '/api/messaging/reminders',
    summary: 'Turn appointment reminders on or off {enabled, time: HH:MM} (admin and manager)',
    access: { can: 'seeMessages' },
    body: reminderSettingsSchema,
    response: remindersJson,
  }),
} as const;
