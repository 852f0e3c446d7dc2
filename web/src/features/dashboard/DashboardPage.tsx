import { useQuery } from '@apollo/client/react';
import {
  Banner,
  Button,
  Card,
  CustomersIcon,
  EquipmentIcon,
  Grid,
  Link,
  PageHeader,
  PlusIcon,
  ScheduleIcon,
  Skeleton,
  Stack,
} from '@spanner/design-system';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { JobRows } from '../schedule/JobRow';
import { useScheduleChanges } from '../schedule/use-schedule-changes';
import * as css from './dashboard.css';

export const DashboardDocument = graphql(`
  query Dashboard {
    dashboard {
      jobsToday
      totalJobs
      todaysJobs {
        id
        ...ScheduleJob
      }
      upcomingJobs {
        id
        ...ScheduleJob
      }
    }
  }
`);

/** '/' (spec part 1 §2 "Dashboard"). The subscription banner sits above it in the layout. Live like the schedule. */
export function DashboardPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  // Any change to a job the viewer sees can change today's list, the counts or the next five: ask again.
  useScheduleChanges(() => void refetch());
  const dashboard = data?.dashboard;

  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/jobs/new')}>
            New Job
          </Button>
        }
      />
      {error && !dashboard ? (
        <Banner tone="error" title="Failed to load dashboard">
          {messageOf(error, '')}
        </Banner>
      ) : (
        <>
          <div className={css.stats}>
            <Stat label="Jobs Today" href="/schedule" value={dashboard?.jobsToday} />
            <Stat label="Total Jobs" href="/jobs" value={dashboard?.totalJobs} />
          </div>
          <Grid columns="2">
            <Card title="Today's Schedule" aria-label="Today's Schedule" padding="md">
              {dashboard ? <JobRows jobs={dashboard.todaysJobs} empty="No jobs scheduled for today." /> : <Loading />}
            </Card>
            <Card
              title="Upcoming Jobs"
              aria-label="Upcoming Jobs"
              padding="md"
              actions={
                <Link href="/jobs" variant="primary">
                  View All
                </Link>
              }
            >
              {dashboard ? <JobRows jobs={dashboard.upcomingJobs} empty="No upcoming jobs." withDate /> : <Loading />}
            </Card>
          </Grid>
          <Card title="Quick Actions" aria-label="Quick Actions" padding="md">
            <Grid as="ul" min="sm" gap="3">
              <Action href="/jobs/new" icon={<PlusIcon size={20} />} label="New Job" />
              <Action href="/schedule" icon={<ScheduleIcon size={20} />} label="Schedule" />
              <Action href="/customers" icon={<CustomersIcon size={20} />} label="Customers" />
              <Action href="/equipment" icon={<EquipmentIcon size={20} />} label="Equipment" />
            </Grid>
          </Card>
        </>
      )}
    </>
  );
}

/** A count card; the whole card is its link. */
function Stat({ label, href, value }: { label: string; href: string; value: number | undefined }) {
  return (
    <Card padding="md" interactive className={css.stat}>
      <Link href={href} variant="subtle" className={css.statLink}>
        {label}
      </Link>
      {value === undefined ? (
        <Skeleton shape="text" width={48} />
      ) : (
        <span className={css.statValue} data-stat={label}>
          {value}
        </span>
      )}
    </Card>
  );
}

function Action({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link href={href} variant="subtle" className={css.action}>
        <span className={css.actionIcon}>{icon}</span>
        {label}
      </Link>
    </li>
  );
}

function Loading() {
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton shape="rect" height={48} />
      <Skeleton shape="rect" height={48} />
    </Stack>
  );
}
