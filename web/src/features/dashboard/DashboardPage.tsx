import { useQuery } from '@apollo/client/react';
import {
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
import { type ReactNode, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useScreenFetchPolicy } from '../../lib/screen-query';
import { BooksAttentionBanner } from '../accounting';
import { JobRows, type ScheduleJob, useScheduleChanges } from '../schedule';
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
  const fetchPolicy = useScreenFetchPolicy(DashboardDocument, {});
  const { data, error, refetch } = useQuery(DashboardDocument, { fetchPolicy });
  // Any change to a job the viewer sees can change today's list, the counts or the next five: ask again.
  useScheduleChanges(() => void refetch());
  // The lists are rendered in the background, in slices, when the answer comes (not in one long task).
  const dashboard = useDeferredValue(data?.dashboard);

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
      <BooksAttentionBanner />
      {error && !dashboard ? (
        <LoadFailure title="Failed to load dashboard" error={error} />
      ) : (
        <>
          <div className={css.stats}>
            <Stat label="Jobs Today" href="/schedule" value={dashboard?.jobsToday} />
            <Stat label="Total Jobs" href="/jobs" value={dashboard?.totalJobs} />
          </div>
          {/* The lists decide their own height: until they have loaded, one placeholder stands where they and the
              quick actions go, so nothing on the screen moves when they arrive (layout-shift.e2e.test.ts). */}
          {dashboard ? <Lists today={dashboard.todaysJobs} upcoming={dashboard.upcomingJobs} /> : <Loading />}
        </>
      )}
    </>
  );
}

/** Today's schedule and the next jobs side by side (one above the other on phones), then the quick actions. */
function Lists({ today, upcoming }: { today: readonly ScheduleJob[]; upcoming: readonly ScheduleJob[] }) {
  return (
    <>
      <Grid columns="2">
        <Card title="Today's Schedule" aria-label="Today's Schedule" padding="md">
          <JobRows jobs={today} empty="No jobs scheduled for today." />
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
          <JobRows jobs={upcoming} empty="No upcoming jobs." withDate />
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
  );
}

/** A count card; the whole card is its link. */
function Stat({ label, href, value }: { label: string; href: string; value: number | undefined }) {
  return (
    <Card padding="md" interactive className={css.stat}>
      <Link href={href} variant="subtle" className={css.statLink}>
        {label}
      </Link>
      {/* The placeholder takes the number's line, so the card keeps its height when the count arrives. */}
      {value === undefined ? (
        <span className={css.statValue}>
          <Skeleton shape="text" width={48} className={css.statSkeleton} />
        </span>
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

/** Where the lists and quick actions go while the lists load; taller than a phone's screen is, so nothing below shows. */
function Loading() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading" className={css.loading}>
      <Skeleton shape="rect" height={240} />
      <Skeleton shape="rect" height={240} />
      <Skeleton shape="rect" height={120} />
    </Stack>
  );
}
