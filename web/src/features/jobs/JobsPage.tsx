import { JOB_STATUS_LABELS, JOB_STATUSES } from '@rules/job-status';
import { Button, EmptyState, Grid, type Key, PageHeader, PlusIcon, SearchField, Select, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { JobStatus } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { useDebounced } from '../../lib/use-debounced';
import { useScheduleChanges } from '../schedule/use-schedule-changes';
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
  const settled = useDebounced(search.trim());
  const list = usePagedList(JobsPageQuery, {
    variables: { status: status === 'all' ? null : (status as JobStatus), search: settled || null },
    connection: (data) => data.jobs,
  });
  // Live: other people's changes update the cards in the cache; a new job refetches the list.
  useScheduleChanges((change) => change.kind === 'CREATED' && void list.refetch());
  const filtered = status !== 'all' || !!settled;

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
      <PagedList
        list={list}
        noun="jobs"
        failedTitle="Failed to load jobs"
        skeleton={{ height: 190 }}
        empty={
          filtered ? (
            <EmptyState title="No jobs match your search or filter" />
          ) : (
            <EmptyState title="No jobs found. Create your first job!" action={newJob} />
          )
        }
      >
        {(jobs) => (
          <Grid>
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </Grid>
        )}
      </PagedList>
    </>
  );
}
