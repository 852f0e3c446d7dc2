import { Badge, Button, EmptyState, Grid, LinkCard, PageHeader } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
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
  const list = usePagedList(CompletedJobsPageQuery, { variables: {}, connection: (data) => data.completedJobs });

  return (
    <>
      <PageHeader
        title="Completed Jobs"
        actions={
          <Button variant="secondary" onPress={() => navigate('/jobs')}>
            Back to Jobs
          </Button>
        }
      />
      <PagedList
        list={list}
        noun="completed jobs"
        failedTitle="Failed to load completed jobs"
        skeleton={{ count: 4, height: 140 }}
        empty={
          <EmptyState
            title="No completed jobs yet"
            description="Completing a job moves it here with its notes, hours, parts, photos and charges."
          />
        }
      >
        {(completed) => (
          <Grid>
            {completed.map((c) => (
              <LinkCard
                key={c.id}
                href={`/completed-jobs/${c.id}`}
                title={c.title}
                trailing={<CompletedBadge hasInvoice={c.hasInvoice} />}
                footer={
                  <>
                    <span>{c.photoCount === 1 ? '1 photo' : `${c.photoCount} photos`}</span>
                    <span className={css.amount}>{money(c.totalCents)}</span>
                  </>
                }
              >
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
              </LinkCard>
            ))}
          </Grid>
        )}
      </PagedList>
    </>
  );
}
