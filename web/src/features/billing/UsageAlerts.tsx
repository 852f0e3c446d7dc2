import { Banner, type BannerTone, Button } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as css from './billing.css';
import type { Usage } from './billing-api';
import { dismissAlert, isDismissed, type Severity, usageAlerts } from './usage-alerts';
import { useUsage } from './usage-store';

const TONE: Record<Severity, BannerTone> = { critical: 'critical', error: 'error', warning: 'warning', info: 'info' };

/** The usage alerts still standing (dismissals remembered in browser storage), each with its action. */
export function UsageAlerts({ usage, severities }: { usage: Usage; severities: readonly Severity[] }) {
  const navigate = useNavigate();
  const [, setDismissals] = useState(0);
  const alerts = usageAlerts(usage).filter((a) => severities.includes(a.severity) && !isDismissed(a));
  if (alerts.length === 0) return null;
  return (
    <div className={css.alerts}>
      {alerts.map((alert) => (
        <Banner
          key={alert.id}
          tone={TONE[alert.tone ?? alert.severity]}
          title={alert.title}
          onDismiss={
            alert.dismissible
              ? () => {
                  dismissAlert(alert);
                  setDismissals((n) => n + 1);
                }
              : undefined
          }
          action={
            <Button
              size="sm"
              variant="secondary"
              onPress={() => navigate(alert.action === 'packs' ? '/settings?tab=usage' : '/subscription')}
            >
              {alert.action === 'packs' ? 'Buy credits' : 'Upgrade'}
            </Button>
          }
        >
          {alert.message}
        </Banner>
      ))}
    </div>
  );
}

/** Shown above every main-app page (for those who manage billing); info alerts stay on the usage tab. */
export const PAGE_SEVERITIES: readonly Severity[] = ['critical', 'error', 'warning'];

/** The alerts above every main-app page, for those who manage billing. */
export function PageUsageAlerts() {
  const { usage } = useUsage();
  return usage ? <UsageAlerts usage={usage} severities={PAGE_SEVERITIES} /> : null;
}
