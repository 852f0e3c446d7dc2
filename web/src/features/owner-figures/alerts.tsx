import { useQuery } from '@apollo/client/react';
import { Badge, visuallyHidden } from '@spanner/design-system';
import { graphql } from '../../gql';

export const OwnerAlertsDocument = graphql(`
  query OwnerAlerts {
    ownerAlerts {
      criticalCount
      totalAlerts
      alerts {
        kind
        severity
        title
        detail
        href
      }
    }
  }
`);

/** How often the portal asks for the business alerts again (spec part 2 §7: polled every 60 s). */
export const ALERTS_POLL_MS = 60_000;

/** The business alerts, asked again every 60 s while a page that shows them is open (the sidebar badge always is). */
export function useOwnerAlerts() {
  return useQuery(OwnerAlertsDocument, { pollInterval: ALERTS_POLL_MS, notifyOnNetworkStatusChange: false });
}

export const alertsLabel = (critical: number, total: number) => `${critical} critical of ${total} ${total === 1 ? 'alert' : 'alerts'}`;

/**
 * The sidebar's badge on Dashboard: critical count / total alerts, red while anything is critical. Read out as
 * "3 critical of 5 alerts" (the visible "3/5" is for the eye only). Nothing when there are no alerts.
 */
export function AlertsBadge() {
  const { data } = useOwnerAlerts();
  const alerts = data?.ownerAlerts;
  if (!alerts || alerts.totalAlerts === 0) return null;
  return (
    <Badge tone={alerts.criticalCount > 0 ? 'red' : 'yellow'}>
      <span aria-hidden="true">
        {alerts.criticalCount}/{alerts.totalAlerts}
      </span>
      <span className={visuallyHidden}>{alertsLabel(alerts.criticalCount, alerts.totalAlerts)}</span>
    </Badge>
  );
}
