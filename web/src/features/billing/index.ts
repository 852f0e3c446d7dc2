// What other features use from billing. Import from here, never from a file inside the folder.

export { BillingPanel } from './BillingPanel';
export { OwnerNotices } from './OwnerNotices';
export { PacksDialog } from './PacksDialog';
export { ReadOnlyNotice, useReadOnlyAccount } from './ReadOnlyNotice';
export { PageUsageAlerts } from './UsageAlerts';
export { expiryNote, UsagePanel } from './UsagePanel';
export { CompactUsageWidget, UsageWidget } from './UsageWidget';
export { refreshUsage, useUsage } from './usage-store';
