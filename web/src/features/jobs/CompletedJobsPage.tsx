import { useQuery } from '@apollo/client/react';
import { Badge, Banner, Button, Card, EmptyState, Link, Skeleton } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { money, whenText } from './format';
import * as css from './jobs.css';

export const CompletedJobsPageQuery = graphql(`
  query CompletedJobsPage($after: String) {
    completedJobs(first: 24, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          customerName
          completedAt
          hasInvoice
          photoCount
          totalCents
        }
      }
    }
  }
`);

/** Invoiced when the completed job has an invoice, else Completed (spec part 2 §2). */
export function CompletedBadge({ hasInvoice }: { hasInvoice: boolean }) {
  return hasInvoice ? <Badge tone="green">Invoiced</Badge> : <Badge tone="blue">Completed</Badge>;
}

/** /completed-jobs (spec part 2 §2 "Completed jobs"): newest first, each Invoiced or Completed. */
export function CompletedJobsPage() {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const { data, loading, error, fetchMore } = useQuery(CompletedJobsPageQuery, { fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const list = data?.completedJobs;

  async function loadMore() {
    if (!list) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: list.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          completedJobs: { ...fetchMoreResult.completedJobs, edges: [...prev.completedJobs.edges, ...fetchMoreResult.completedJobs.edges] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <div className={css.header}>
        <h1 className={css.heading}>Completed Jobs</h1>
        <Button variant="secondary" onPress={() => navigate('/jobs')}>
          Back to Jobs
        </Button>
      </div>
      {error && !list ? (
        <Banner tone="error" title="Failed to load completed jobs">
          {messageOf(error, '')}
        </Banner>
      ) : !list ? (
        loading && (
          <div className={css.grid} role="status" aria-busy="true" aria-label="Loading completed jobs">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} shape="rect" height={140} />
            ))}
          </div>
        )
      ) : list.edges.length === 0 ? (
        <EmptyState
          title="No completed jobs yet"
          description="Completing a job moves it here with its notes, hours, parts, photos and charges."
        />
      ) : (
        <>
          <div className={css.grid}>
            {list.edges.map(({ node: c }) => (
              <Card key={c.id} padding="md" interactive className={css.card}>
                <div className={css.cardTop}>
                  <h2 className={css.cardTitle}>
                    <Link href={`/completed-jobs/${c.id}`} variant="subtle" className={css.stretchedLink}>
                      {c.title}
                    </Link>
                  </h2>
                  <CompletedBadge hasInvoice={c.hasInvoice} />
                </div>
                <ul className={css.meta}>
                  <li className={css.metaRow}>
                    <span className={css.metaLabel}>Customer</span>
                    <span className={css.metaValue}>{c.customerName ?? 'No customer'}</span>
                  </li>
                  <li className={css.metaRow}>
                    <span className={css.metaLabel}>Completed</span>
                    <span className={css.metaValue}>{whenText(c.completedAt, timeZone)}</span>
                  </li>
                </ul>
                <div className={css.cardFooter}>
                  <span>{c.photoCount === 1 ? '1 photo' : `${c.photoCount} photos`}</span>
                  <span className={css.amount}>{money(c.totalCents)}</span>
                </div>
              </Card>
            ))}
          </div>
          {list.pageInfo.hasNextPage && (
            <div className={css.more}>
              <Button variant="secondary" onPress={loadMore} isPending={loadingMore}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
