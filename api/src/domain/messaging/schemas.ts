import { z } from 'zod';
import { normaliseSmsPhone, SMS_MAX_LENGTH, smsMessages } from '../../rules/sms.ts';

/** An SMS phone number: required, normalised to +61 (rules/sms.ts), else the clear message. */
export const smsPhone = z
  .string({ error: smsMessages.phoneRequired })
  .trim()
  .min(1, smsMessages.phoneRequired)
  .transform((v, c) => {
    const phone = normaliseSmsPhone(v);
    if (!phone) c.addIssue({ code: 'custom', message: smsMessages.phoneInvalid });
    return phone ?? '';
  });

/** POST /api/jobs/{id}/sms/confirm: optional phone (else the customer's) and optional text (else the default). */
export const jobSmsSchema = z
  .object({
    phone: z.string({ error: smsMessages.phoneInvalid }).max(40, smsMessages.phoneInvalid).optional().nullable(),
    messageOverride: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(SMS_MAX_LENGTH - 200, smsMessages.messageTooLong)
      .optional()
      .nullable(),
  })
  .strict();
export type JobSmsInput = z.input<typeof jobSmsSchema>;

/** The Messages tab's filters. */
export const listMessagesSchema = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  jobId: z.string().uuid().optional(),
});
