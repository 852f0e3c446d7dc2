import { useQuery } from '@apollo/client/react';
import { Skeleton } from '@spanner/design-system';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { AnalyticsCharts } from './AnalyticsCharts';
import * as css from './owner-figures.css';
import { RangePicker } from './RangePicker';
import { parseRange, rangeSearch, todayIn } from './range';

export const OwnerAnalyticsDocument = graphql(`
  query OwnerAnalytics($from: String!, $to: String!) {
    ownerAnalytics(from: $from, to: $to) {
      from
      to
      bucket
      points {
        start
        signups
        activeOrganisations
        jobsCreated
        sms
        email
        packRevenueCents
        paymentVolumeCents
      }
      months {
        month
        openingMrrCents
        closingMrrCents
        newCents
        expansionCents
        contractionCents
        churnCents
        reactivationCents
        mrrByPlan {
          planId
          cents
        }
        payingAtStart
        newPaying
        churned
        subscriberChurnPercent
        grossMrrChurnPercent
        netMrrChurnPercent
        trialsEnded
        trialsConverted
        trialConversionPercent
      }
    }
  }
`);

/** /admin/analytics: the business over a chosen range, in charts with their tables and CSVs. */
export function AnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const choice = parseRange(search, todayIn());
  const { data, previousData, error, loading } = useQuery(OwnerAnalyticsDocument, {
    variables: { from: choice.from, to: choice.to },
    skip: !choice.ok,
  });
  const analytics = (data ?? previousData)?.ownerAnalytics;
  return (
    <div className={css.page}>
      <RangePicker
        // A new range from the address (back button) starts the custom dates afresh.
        key={`${choice.key}:${choice.from}:${choice.to}`}
        choice={choice}
        onChange={(key, custom) => setSearch(new URLSearchParams(rangeSearch(key, custom)))}
      />
      {!choice.ok ? null : error && !analytics ? (
        <LoadFailure title="Failed to load analytics" error={error} fallback="Try again in a moment." />
      ) : analytics ? (
        <div aria-busy={loading} className={css.page}>
          <AnalyticsCharts data={analytics} />
        </div>
      ) : (
        <div className={css.charts} role="status" aria-label="Loading analytics">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} shape="rect" height={320} />
          ))}
        </div>
      )}
    </div>
  );
}
