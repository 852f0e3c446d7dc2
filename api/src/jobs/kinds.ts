import { accountingPollJob, accountingPullJob, accountingPushJob } from '../domain/accounting/sync-jobs.ts';
import { passwordResetEmailJob } from '../domain/accounts/reset-password.ts';
import { paymentDetailsChangeEmailJob } from '../domain/accounts/update-organization.ts';
import { buildExportJob } from '../domain/export/build-export-job.ts';
import { cleanUpExportsJob } from '../domain/export/clean-up-exports.ts';
import { bookingSmsJob } from '../domain/messaging/booking-sms-job.ts';
import { emailDeliveryJob } from '../domain/messaging/email-delivery-job.ts';
import { organisationRemindersJob, reminderSmsJob, remindersDueJob } from '../domain/messaging/reminder-jobs.ts';
import { newsletterConfirmEmailJob } from '../domain/newsletter/subscribe.ts';
import {
  organisationPaymentRemindersJob,
  paymentReminderJob,
  paymentRemindersDueJob,
} from '../domain/payment-reminders/payment-reminder-jobs.ts';
import { paymentReceiptJob } from '../domain/payouts/payment-receipt.ts';
import {
  clockOffReminderJob,
  clockOffRemindersDueJob,
  organisationClockOffRemindersJob,
} from '../domain/timesheets/clock-off-reminder-jobs.ts';
import { webhookDeliveryJob } from '../domain/webhooks/webhook-delivery-job.ts';
import type { JobKind } from './job-kind.ts';
import { deleteStoredFileJob } from './kinds/delete-stored-file.ts';

/**
 * Every job kind the app runs: each area defines its kind beside its code (defineJobKind) and lists it here, so the
 * API processes and `npm run worker` register the same ones.
 */
export const JOB_KINDS: JobKind[] = [
  webhookDeliveryJob,
  buildExportJob,
  cleanUpExportsJob,
  deleteStoredFileJob,
  // Messaging (docs/messaging.md → Delivery and crashes)
  emailDeliveryJob,
  passwordResetEmailJob,
  paymentDetailsChangeEmailJob,
  newsletterConfirmEmailJob,
  bookingSmsJob,
  remindersDueJob,
  organisationRemindersJob,
  reminderSmsJob,
  // Payment reminders (docs/getting-paid.md → Reminders)
  paymentRemindersDueJob,
  organisationPaymentRemindersJob,
  paymentReminderJob,
  // Receipts of online payments (docs/getting-paid.md → Paying an invoice online)
  paymentReceiptJob,
  // Forgotten clock-off reminders (docs/timesheets.md → Transports)
  clockOffRemindersDueJob,
  organisationClockOffRemindersJob,
  clockOffReminderJob,
  // Accounting sync (docs/accounting.md → What flows, and which way)
  accountingPushJob,
  accountingPullJob,
  accountingPollJob,
];
