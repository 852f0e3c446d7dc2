import { type Key, Link, PageHeader, Stack, Tab, TabList, TabPanel, Tabs, toast } from '@spanner/design-system';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/use-can';
import { AccountingTab } from '../accounting';
import { BillingPanel, OwnerNotices, refreshUsage, UsagePanel, useUsage } from '../billing';
import { IntegrationsTab } from '../integrations';
import { MessagesPanel, ReminderSettingsCard, UsageHistoryCard } from '../messaging';
import { PaymentReminderSettingsCard } from '../payment-reminders';
import { PayoutsPanel } from '../payouts';
import { AssistantUsageCard } from './AssistantUsageCard';
import { BusinessForm } from './BusinessForm';

const TABS = ['business', 'billing', 'payments', 'accounting', 'usage', 'messages', 'integrations'] as const;
type TabId = (typeof TABS)[number];

/**
 * The usage tab: the period's meters and packs, then its history. The history waits for the meters' answer, so the
 * meters filling their card never push down a history already on the screen (layout-shift.e2e.test.ts).
 */
function UsageTab() {
  const { usage, error } = useUsage();
  const seeAssistant = useCan('seeAssistantUsage');
  return (
    <Stack>
      <UsagePanel />
      {(usage || error) && <UsageHistoryCard />}
      {(usage || error) && seeAssistant && <AssistantUsageCard />}
    </Stack>
  );
}

/** What the checkout pages said when they sent the browser back (…&checkout=success, …&purchase=success). */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const checkout = params.get('checkout');
    const purchase = params.get('purchase');
    if (!checkout && !purchase) return;
    if (purchase === 'success') {
      toast.success('Purchase Successful!', 'Your pack has been added to your account and is ready to use.');
      void refreshUsage();
    } else if (checkout === 'success') toast.success('Payment received', 'Your plan is active.');
    else if (checkout === 'canceled' || purchase === 'canceled') toast.show('Checkout canceled', 'Nothing was charged.');
    const next = new URLSearchParams(params);
    next.delete('checkout');
    next.delete('purchase');
    setParams(next, { replace: true });
  }, [params, setParams]);
}

/**
 * /settings (admin and manager): the business details, billing, online payments (?tab=payments, admins), usage (?tab=usage),
 * messages and integrations
 * (API keys and webhooks for admins, calendar feeds, the full export), with a link to the team.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const canManageBilling = useCan('manageBilling');
  const canSeeMessages = useCan('seeMessages');
  const canManagePayouts = useCan('managePayouts');
  const canSeeAccounting = useCan('syncAccounting');
  const canSetReminders = useCan('managePaymentReminders');
  const canManageForms = useCan('manageFormTemplates');
  useCheckoutReturn();
  const asked = params.get('tab') as TabId | null;
  const allowed = (t: TabId) =>
    t === 'business' ||
    t === 'integrations' ||
    (t === 'messages' ? canSeeMessages : t === 'payments' ? canManagePayouts : t === 'accounting' ? canSeeAccounting : canManageBilling);
  const tab: TabId = asked && TABS.includes(asked) && allowed(asked) ? asked : 'business';
  const select = (key: Key) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(key));
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Settings"
        actions={
          <>
            {canManageForms && <Link href="/settings/forms">Forms</Link>}
            <Link href="/members">Manage your team</Link>
          </>
        }
      />
      <Tabs selectedKey={tab} onSelectionChange={select}>
        <TabList aria-label="Settings">
          <Tab id="business">Business</Tab>
          {canManageBilling && <Tab id="billing">Billing</Tab>}
          {canManagePayouts && <Tab id="payments">Payments</Tab>}
          {canSeeAccounting && <Tab id="accounting">Accounting</Tab>}
          {canManageBilling && <Tab id="usage">Usage</Tab>}
          {canSeeMessages && <Tab id="messages">Messages</Tab>}
          <Tab id="integrations">Integrations</Tab>
        </TabList>
        <TabPanel id="business">
          <BusinessForm />
        </TabPanel>
        {canManageBilling && (
          <TabPanel id="billing">
            <Stack>
              <OwnerNotices />
              <BillingPanel />
            </Stack>
          </TabPanel>
        )}
        {canManagePayouts && (
          <TabPanel id="payments">
            <Stack>
              <PayoutsPanel />
              {canSetReminders && <PaymentReminderSettingsCard />}
            </Stack>
          </TabPanel>
        )}
        {canSeeAccounting && (
          <TabPanel id="accounting">
            <AccountingTab />
          </TabPanel>
        )}
        {canManageBilling && (
          <TabPanel id="usage">
            <UsageTab />
          </TabPanel>
        )}
        {canSeeMessages && (
          <TabPanel id="messages">
            <Stack>
              <ReminderSettingsCard />
              <MessagesPanel />
            </Stack>
          </TabPanel>
        )}
        <TabPanel id="integrations">
          <IntegrationsTab />
        </TabPanel>
      </Tabs>
    </>
  );
}
