// What other features use from messaging. Import from here, never from a file inside the folder.

export { CreditBanner, type CreditGate, useCreditGate } from './CreditBanner';
export { MessagesPanel } from './MessagesPanel';
export { ReminderSettingsCard } from './ReminderSettingsCard';
export { SendSmsDialog, SendSmsFields } from './SendSmsDialog';
export { UsageHistoryCard } from './UsageHistoryCard';
