import { useQuery } from '@apollo/client/react';
import { AlertCircleIcon, AlertIcon, Card, Link, Skeleton, StatCard, StatusBadge } from '@spanner/design-system';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { alertsLabel, useOwnerAlerts } from './alerts';
import { formatCents, formatCount } from './format';
import * as css from './owner-figures.css';

export const OwnerDashboardDocument = graphql(`
  query OwnerDashboard {
    ownerDashboard {
      organisationsByStatus {
        trial
        active
        pastDue
        canceled
      }
      mrrCents
      signupsThisWeek
      signupsThisMonth
      trialsEndingSoon
      smsThisMonth
      emailThisMonth
      packRevenueThisMonthCents
      paymentVolumeThisMonthCents
      payoutsEnabled
    }
  }
`);

/** /admin: the business at a glance, and what needs the owner's attention. */
export function OwnerDashboardPage() {
  const { data, error } = useQuery(OwnerDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const figures = data?.ownerDashboard;
  const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  const money = (n: number | undefined) => (n === undefined ? undefined : formatCents(n));
  const byStatus = figures?.organisationsByStatus;
  return (
    <div className={css.page}>
      <section aria-labelledby="owner-figures-title">
        <h2 id="owner-figures-title" className={css.sectionTitle}>
          Figures
        </h2>
        {error && !figures ? (
          <LoadFailure title="Failed to load the figures" error={error} fallback="Try again in a moment." />
        ) : (
          <ul className={css.stats}>
            <li className={css.stat}>
              <StatCard
                label="Organisations"
                value={byStatus ? formatCount(byStatus.trial + byStatus.active + byStatus.pastDue + byStatus.canceled) : undefined}
                detail={
                  byStatus ? (
                    <span className={css.statuses}>
                      <StatusBadge tone="blue" label={`${formatCount(byStatus.trial)} trial`} />
                      <StatusBadge tone="green" label={`${formatCount(byStatus.active)} active`} />
                      <StatusBadge tone="orange" label={`${formatCount(byStatus.pastDue)} past due`} />
                      <StatusBadge tone="grey" label={`${formatCount(byStatus.canceled)} canceled`} />
                    </span>
                  ) : null
                }
              />
            </li>
            <li className={css.stat}>
              <StatCard label="MRR" value={money(figures?.mrrCents)} detail="Active and past-due subscriptions, GST excluded" />
            </li>
            <li className={css.stat}>
              <StatCard label="Sign-ups this week" value={count(figures?.signupsThisWeek)} detail="Weeks start on Monday" />
            </li>
            <li className={css.stat}>
              <StatCard label="Sign-ups this month" value={count(figures?.signupsThisMonth)} />
            </li>
            <li className={css.stat}>
              <StatCard label="Trials ending in 7 days" value={count(figures?.trialsEndingSoon)} />
            </li>
            <li className={css.stat}>
              <StatCard label="SMS this month" value={count(figures?.smsThisMonth)} />
            </li>
            <li className={css.stat}>
              <StatCard label="Email this month" value={count(figures?.emailThisMonth)} />
            </li>
            <li className={css.stat}>
              <StatCard
                label="Non-recurring revenue this month"
                value={money(figures?.packRevenueThisMonthCents)}
                detail="Credit packs, GST excluded; never in MRR"
              />
            </li>
            <li className={css.stat}>
              <StatCard
                label="Payments through Spanner this month"
                value={money(figures?.paymentVolumeThisMonthCents)}
                detail="Customers' online payments to the businesses, before refunds"
              />
            </li>
            <li className={css.stat}>
              <StatCard label="Payouts enabled" value={count(figures?.payoutsEnabled)} detail="Organisations taking payments online" />
            </li>
          </ul>
        )}
      </section>
      <BusinessAlerts />
    </div>
  );
}

/** The business alerts, critical first, each linking to what it is about. */
function BusinessAlerts() {
  const { data, error } = useOwnerAlerts();
  const alerts = data?.ownerAlerts;
  const sorted = alerts ? [...alerts.alerts].sort((a, b) => Number(b.severity === 'critical') - Number(a.severity === 'critical')) : [];
  return (
    <Card
      title="Business alerts"
      aria-label="Business alerts"
      padding="md"
      description={alerts ? alertsLabel(alerts.criticalCount, alerts.totalAlerts) : undefined}
    >
      {error && !alerts ? (
        <LoadFailure title="Failed to load the alerts" error={error} fallback="Try again in a moment." />
      ) : !alerts ? (
        <div role="status" aria-label="Loading alerts">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="45%" />
        </div>
      ) : sorted.length === 0 ? (
        <p className={css.muted}>Nothing needs your attention.</p>
      ) : (
        <ul className={css.alerts}>
          {sorted.map((alert) => (
            <li key={`${alert.kind}:${alert.href}:${alert.title}`} className={css.alert}>
              {alert.severity === 'critical' ? (
                <span className={css.critical}>
                  <AlertCircleIcon size={20} />
                </span>
              ) : (
                <span className={css.warning}>
                  <AlertIcon size={20} />
                </span>
              )}
              <div className={css.alertBody}>
                <span>
                  <StatusBadge
                    tone={alert.severity === 'critical' ? 'red' : 'yellow'}
                    label={alert.severity === 'critical' ? 'Critical' : 'Warning'}
                  />{' '}
                  <Link href={alert.href}>{alert.title}</Link>
                </span>
                <p className={css.alertDetail}>{alert.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
