import { accountingRoutes } from './accounting.handlers.ts';
import { accountingSyncRoutes } from './accounting-sync.handlers.ts';
import { apiKeysRoutes } from './api-keys.handlers.ts';
import { assistantRoutes } from './assistant.handlers.ts';
import { authRoutes } from './auth.handlers.ts';
import { billingRoutes } from './billing.handlers.ts';
import { blogRoutes } from './blog.handlers.ts';
import { calendarRoutes } from './calendar.handlers.ts';
import { certificatesRoutes } from './certificates.handlers.ts';
import { customersRoutes } from './customers.handlers.ts';
import { equipmentRoutes } from './equipment.handlers.ts';
import { exportRoutes } from './export.handlers.ts';
import { filesRoutes } from './files.handlers.ts';
import { formItemsRoutes } from './form-items.handlers.ts';
import { formReportsRoutes } from './form-reports.handlers.ts';
import { formSettingsRoutes } from './form-settings.handlers.ts';
import { formsRoutes } from './forms.handlers.ts';
import { importsRoutes } from './imports.handlers.ts';
import { invoicesRoutes } from './invoices.handlers.ts';
import { itemPresetsRoutes } from './item-presets.handlers.ts';
import { jobEntriesRoutes } from './job-entries.handlers.ts';
import { jobsRoutes } from './jobs.handlers.ts';
import { membersRoutes } from './members.handlers.ts';
import { messagingRoutes } from './messaging.handlers.ts';
import { myobPayrollRoutes } from './myob-payroll.handlers.ts';
import { newsletterRoutes } from './newsletter.handlers.ts';
import { ownerRoutes } from './owner.handlers.ts';
import { ownerBackgroundWorkRoutes } from './owner-background-work.handlers.ts';
import { ownerBlogRoutes } from './owner-blog.handlers.ts';
import { ownerOrganisationsRoutes } from './owner-organisations.handlers.ts';
import { ownerSupportRoutes } from './owner-support.handlers.ts';
import { passwordResetRoutes } from './password-reset.handlers.ts';
import { paymentRemindersRoutes } from './payment-reminders.handlers.ts';
import { paymentsRoutes } from './payments.handlers.ts';
import { payoutsRoutes } from './payouts.handlers.ts';
import { publicInvoicesRoutes } from './public-invoices.handlers.ts';
import { publicQuotesRoutes, quotesRoutes } from './quotes.handlers.ts';
import { serviceRoutes } from './service.handlers.ts';
import { signOffRoutes } from './sign-off.handlers.ts';
import { supportAdminRoutes } from './support-admin.handlers.ts';
import { supportTicketsRoutes } from './support-tickets.handlers.ts';
import { syncRoutes } from './sync.handlers.ts';
import { timesheetHistoryRoutes } from './timesheet-history.handlers.ts';
import { timesheetsRoutes } from './timesheets.handlers.ts';
import { trackingRoutes } from './tracking.handlers.ts';
import { webhooksRoutes } from './webhooks.handlers.ts';
import { xeroPayrollRoutes } from './xero-payroll.handlers.ts';

/** Every REST compatibility route, in one list: the router serves it and the OpenAPI document describes it. */
export const restRoutes = [
  ...authRoutes,
  ...filesRoutes,
  ...customersRoutes,
  ...equipmentRoutes,
  ...serviceRoutes,
  ...importsRoutes,
  ...membersRoutes,
  ...itemPresetsRoutes,
  ...formsRoutes,
  ...formSettingsRoutes,
  ...formReportsRoutes,
  ...certificatesRoutes,
  ...formItemsRoutes,
  ...signOffRoutes,
  ...timesheetsRoutes,
  ...timesheetHistoryRoutes,
  ...xeroPayrollRoutes,
  ...myobPayrollRoutes,
  ...apiKeysRoutes,
  ...jobsRoutes,
  ...jobEntriesRoutes,
  ...syncRoutes,
  ...billingRoutes,
  ...payoutsRoutes,
  ...accountingRoutes,
  ...accountingSyncRoutes,
  ...messagingRoutes,
  ...quotesRoutes,
  ...publicQuotesRoutes,
  ...publicInvoicesRoutes,
  ...invoicesRoutes,
  ...paymentsRoutes,
  ...paymentRemindersRoutes,
  ...supportTicketsRoutes,
  ...supportAdminRoutes,
  ...passwordResetRoutes,
  ...newsletterRoutes,
  ...trackingRoutes,
  ...blogRoutes,
  ...ownerOrganisationsRoutes,
  ...assistantRoutes,
  ...calendarRoutes,
  ...exportRoutes,
  ...ownerRoutes,
  ...ownerSupportRoutes,
  ...ownerBackgroundWorkRoutes,
  ...ownerBlogRoutes,
  ...webhooksRoutes,
];
