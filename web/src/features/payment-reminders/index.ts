// Automatic payment reminders (docs/getting-paid.md → Reminders): what other features use. Import from here.

export { CustomerRemindersSwitch } from './CustomerRemindersSwitch';
export { InvoiceReminders } from './InvoiceReminders';
export { PaidClaimToasts } from './PaidClaimToasts';
export { PaymentReminderSettingsCard } from './PaymentReminderSettingsCard';
