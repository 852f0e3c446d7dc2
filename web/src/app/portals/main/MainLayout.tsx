import { lazy, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AssistantWidget } from '../../../features/assistant';
import { useSignOut } from '../../../features/auth/session';
import { CompactUsageWidget, PageUsageAlerts } from '../../../features/billing';
import { SubscriptionBanner } from '../../../features/billing/SubscriptionBanner';
import { PaidClaimToasts } from '../../../features/payment-reminders';
import { QuoteAcceptedToasts } from '../../../features/quotes/use-quote-changes';
import { PortalFrame } from '../../../kit/shell/PortalFrame';
import { AfterFirstPaint } from '../../../lib/after-first-paint';
import { pageTitle } from '../../../lib/nav';
import { OnDemand } from '../../../lib/on-demand';
import { useCan } from '../../../lib/use-can';
import type { Viewer } from '../../../lib/viewer';
import { useSignOutWarning } from '../../../offline/outbox/SignOutWarning';
import { SidebarContent } from './Sidebar';

// The outbox's count and its sending (IndexedDB, the sender) are loaded after the first paint: the count appears once
// the outbox has been read, as it always did, and sending starts a moment later. The count comes with the outbox
// screen's code, so the screen it links to opens with no network too.
const OutboxCount = lazy(() =>
  Promise.all([import('../../../offline/outbox/OutboxCount'), import('../../../offline/outbox/OutboxPage')]).then(([m]) => ({
    default: m.OutboxCount,
  })),
);
const OutboxSync = lazy(() => import('../../../offline/outbox/OutboxSync').then((m) => ({ default: m.OutboxSync })));
const EditProfileDialog = lazy(() => import('../../../features/profile/EditProfileDialog').then((m) => ({ default: m.EditProfileDialog })));

/** Calls `onMount` once it is on the page: in a Suspense boundary, once everything beside it has loaded. */
function OnMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** The main app's frame: navigation for the viewer's role, the subscription banner, the profile dialog, the AI assistant. */
export function MainLayout({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { pathname } = useLocation();
  const [profileOpen, setProfileOpen] = useState(false);
  // Opened from the phone menu, the profile dialog opens over the menu and the menu closes once the dialog is on the
  // page (its code may still be loading when the menu's button is pressed). react-aria then hands the closing menu's
  // focus target (the menu button) to the dialog opened from it, so closing the dialog puts focus back there. Closed
  // first, the menu raced the dialog's code: under load the dialog could mount after the menu had gone, and focus
  // fell to the page when it closed.
  const closeMenuWhenShown = useRef<(() => void) | null>(null);
  const profileShown = useCallback(() => {
    closeMenuWhenShown.current?.();
    closeMenuWhenShown.current = null;
  }, []);
  const signOut = useSignOut();
  const { requestSignOut, dialog: signOutWarning } = useSignOutWarning(signOut);
  const managesBilling = useCan('manageBilling');
  const seesUsage = useCan('seeUsage');
  const managesQuotes = useCan('manageQuotes');
  const managesInvoices = useCan('manageInvoices');
  return (
    <PortalFrame
      brand="Spanner"
      title={pageTitle(pathname)}
      topBarEnd={
        <>
          <AfterFirstPaint>
            <OutboxCount />
          </AfterFirstPaint>
          {seesUsage && <CompactUsageWidget />}
        </>
      }
      sidebar={(close) => (
        <SidebarContent
          viewer={viewer}
          onNavigate={close}
          onOpenProfile={() => {
            closeMenuWhenShown.current = close ?? null;
            setProfileOpen(true);
          }}
          onSignOut={requestSignOut}
        />
      )}
    >
      <SubscriptionBanner subscription={viewer.org.subscription} />
      {managesBilling && <PageUsageAlerts />}
      {managesQuotes && <QuoteAcceptedToasts />}
      {managesInvoices && <PaidClaimToasts />}
      {children}
      <AssistantWidget />
      {signOutWarning}
      <AfterFirstPaint>
        <OutboxSync userId={viewer.id} />
      </AfterFirstPaint>
      <OnDemand when={profileOpen}>
        <EditProfileDialog viewer={viewer} isOpen={profileOpen} onOpenChange={setProfileOpen} />
        {profileOpen && <OnMount onMount={profileShown} />}
      </OnDemand>
    </PortalFrame>
  );
}
