import { useQuery } from '@apollo/client/react';
import { JOB_STATUS_LABELS, JOB_STATUSES } from '@rules/job-status';
import { Banner, Button, EmptyState, type Key, PageHeader, PlusIcon, SearchField, Select, Skeleton, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { JobStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { useScheduleChanges } from '../schedule/use-schedule-changes';
import { useSettled } from './format';
import { JobCard } from './JobCard';
import * as css from './jobs.css';

export const JobsPageQuery = graphql(`
  query JobsPage($status: JobStatus, $search: String, $after: String) {
    jobs(status: $status, search: $search, first: 24, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...JobCard
        }
      }
    }
  }
`);

/** The status filter (spec part 1 §2): All, then each status. */
export const STATUS_FILTERS = [{ id: 'all', label: 'All' }, ...JOB_STATUSES.map((s) => ({ id: s, label: JOB_STATUS_LABELS[s] }))];

/** /jobs (spec part 1 §2): status filter, search, Completed Jobs and New Job, the cards; newest schedule first. */
export function JobsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Key>('all');
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(JobsPageQuery, {
    variables: { status: status === 'all' ? null : (status as JobStatus), search: settled || null },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.jobs;
  // Live: other people's changes update the cards in the cache; a new job refetches the list.
  useScheduleChanges((change) => change.kind === 'CREATED' && void refetch());
  const [loadingMore, setLoadingMore] = useState(false);
  const filtered = status !== 'all' || !!settled;

  async function loadMore() {
    if (!list) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: list.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          jobs: { ...fetchMoreResult.jobs, edges: [...prev.jobs.edges, ...fetchMoreResult.jobs.edges] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  const newJob = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/jobs/new')}>
      New Job
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Jobs"
        actions={
          <>
            <Button variant="secondary" onPress={() => navigate('/completed-jobs')}>
              Completed Jobs
            </Button>
            {newJob}
          </>
        }
      />
      <Toolbar
        filters={
          <Select
            label="Status"
            items={STATUS_FILTERS}
            value={status}
            onChange={(k) => setStatus(k ?? 'all')}
            className={css.statusFilter}
          />
        }
        search={
          <SearchField
            aria-label="Search jobs"
            placeholder="Search title, job id, customer, equipment"
            value={search}
            onChange={setSearch}
          />
        }
      />
      {error && !list ? (
        <Banner tone="error" title="Failed to load jobs">
          {messageOf(error, '')}
        </Banner>
      ) : !list ? (
        <div className={css.grid} role="status" aria-busy="true" aria-label="Loading jobs">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} shape="rect" height={190} />
          ))}
        </div>
      ) : list.edges.length === 0 ? (
        filtered ? (
          <EmptyState title="No jobs match your search or filter" />
        ) : (
          <EmptyState title="No jobs found. Create your first job!" action={newJob} />
        )
      ) : (
        <>
          <div className={css.grid} aria-busy={loading && !loadingMore}>
            {list.edges.map(({ node }) => (
              <JobCard key={node.id} job={node} />
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
