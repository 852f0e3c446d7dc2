import { DEFAULT_JOB_VIEW, JOB_STATUS_LABELS, JOB_STATUSES, JOB_VIEW_LABELS, JOB_VIEWS, type JobViewValue } from '@rules/job-status';
import {
  Button,
  CountTab,
  EmptyState,
  Grid,
  type Key,
  PageHeader,
  PlusIcon,
  SearchField,
  Select,
  TabList,
  TabPanel,
  Tabs,
  Toolbar,
} from '@spanner/design-system';
import { memo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { JobCardFragment, JobStatus, JobView } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { useScreenFetchPolicy } from '../../lib/screen-query';
import { useDebounced } from '../../lib/use-debounced';
import { useScheduleChanges } from '../schedule';
import { JobCard } from './JobCard';
import * as css from './jobs.css';
import { jobsViewOf } from './jobs-view';

export const JobsPageQuery = graphql(`
  query JobsPage($view: JobView!, $status: JobStatus, $search: String, $after: String) {
    upcoming: jobs(view: upcoming, status: $status, search: $search, first: 1) {
      totalCount
    }
    overdue: jobs(view: overdue, status: $status, search: $search, first: 1) {
      totalCount
    }
    unscheduled: jobs(view: unscheduled, status: $status, search: $search, first: 1) {
      totalCount
    }
    all: jobs(view: all, status: $status, search: $search, first: 1) {
      totalCount
    }
    jobs(view: $view, status: $status, search: $search, first: 24, after: $after) {
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

/** The cards of a page of jobs: kept as they are when only the tabs around them render again. */
const JobCards = memo(function JobCards({ jobs }: { jobs: readonly JobCardFragment[] }) {
  return (
    <Grid>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </Grid>
  );
});

/** The status filter (spec part 1 §2): All, then each status. */
export const STATUS_FILTERS = [{ id: 'all', label: 'All' }, ...JOB_STATUSES.map((s) => ({ id: s, label: JOB_STATUS_LABELS[s] }))];

/** What an empty view says when there are jobs elsewhere and no filter is set. */
const EMPTY_VIEW: Record<JobViewValue, string> = {
  upcoming: 'Nothing is scheduled from today on',
  overdue: 'No overdue jobs',
  unscheduled: 'Every open job has a visit booked',
  all: 'No jobs found. Create your first job!',
};

/**
 * /jobs (spec part 1 §2 "Today first"): views Today & upcoming (the default, soonest first), Overdue,
 * Unscheduled and All, each with its count; status filter, search, Completed Jobs and New Job, the cards. The view
 * is in the address (?view=overdue), so Back returns to it.
 */
export function JobsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = jobsViewOf(params);
  const [status, setStatus] = useState<Key>('all');
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const variables = { view: view as JobView, status: status === 'all' ? null : (status as JobStatus), search: settled || null };
  // The route started the first view's query (routes.tsx); later views and filters ask as usual.
  const fetchPolicy = useScreenFetchPolicy(JobsPageQuery, variables);
  const list = usePagedList(JobsPageQuery, { variables, connection: (data) => data.jobs, fetchPolicy });
  // Live: other people's changes update the cards in the cache; a new job refetches the list.
  useScheduleChanges((change) => change.kind === 'CREATED' && void list.refetch());
  const filtered = status !== 'all' || !!settled;
  const data = list.data;
  const noJobsAtAll = !filtered && data?.all.totalCount === 0;
  const chooseView = (key: Key) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (key === DEFAULT_JOB_VIEW) next.delete('view');
      else next.set('view', String(key));
      return next;
    });

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
      <Tabs selectedKey={view} onSelectionChange={chooseView}>
        <TabList aria-label="Which jobs">
          {JOB_VIEWS.map((v) => (
            <CountTab key={v} id={v} label={JOB_VIEW_LABELS[v]} count={data?.[v].totalCount} alert={v === 'overdue'} />
          ))}
        </TabList>
        {JOB_VIEWS.map((v) => (
          <TabPanel key={v} id={v}>
            <PagedList
              list={list}
              noun="jobs"
              failedTitle="Failed to load jobs"
              skeleton={{ height: 190 }}
              empty={
                filtered ? (
                  <EmptyState title="No jobs match your search or filter" />
                ) : noJobsAtAll ? (
                  <EmptyState title="No jobs found. Create your first job!" action={newJob} />
                ) : (
                  <EmptyState title={EMPTY_VIEW[v]} />
                )
              }
            >
              {(jobs) => <JobCards jobs={jobs} />}
            </PagedList>
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
