import { useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@spanner/design-system';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { useScreenFetchPolicy } from '../../lib/screen-query';
import { useTimeZone } from '../../lib/time-zone';
import { JobFormsSection } from '../forms';
import { JobProfitSection } from '../job-profit';
import { JobSignOffSection } from '../sign-off';
import { JobDiarySection } from './detail/JobDiarySection';
import { JobEquipmentSection } from './detail/JobEquipmentSection';
import { JobHeaderSection } from './detail/JobHeaderSection';
import { JobOverviewSection } from './detail/JobOverviewSection';
import { JobPhotosSection } from './detail/JobPhotosSection';
import { JobTechniciansSection } from './detail/JobTechniciansSection';
import { JobPageFallback } from './JobPageFallback';

// Each section declares the fields it shows (its fragment); the page asks for them all in one query.
export const JobDetailQuery = graphql(`
  query JobDetail($id: ID!) {
    job(id: $id) {
      id
      ...JobHeaderFields
      ...JobOverviewFields
      ...JobPhotosFields
      ...JobTechniciansFields
      ...JobEquipmentFields
      ...JobDiaryFields
      ...JobFormsFields
      ...JobSignOffFields
    }
  }
`);

/**
 * /jobs/{id} (spec part 2 §2 "Job detail"): overview, the job diary (notes, hours, parts, running total; editable
 * until completion), technicians, equipment, photos with a viewer; Navigate,
 * Notes & Charges, Edit Job, Confirm Job (new with a token), Complete, Delete (admin and manager).
 */
export function JobDetailPage() {
  const _timeZone = useTimeZone();
  const { id = '' } = useParams();
  const fetchPolicy = useScreenFetchPolicy(JobDetailQuery, { id });
  const { data, loading, error, refetch } = useQuery(JobDetailQuery, { variables: { id }, fetchPolicy });
  // The sections are rendered in the background, in slices, when the answer comes (not in one long task).
  const job = useDeferredValue(data?.job);
  if (!job) return <JobPageFallback loading={loading || !!data?.job} error={error} />;
  return (
    <Stack>
      <JobHeaderSection job={job} />
      <Grid columns="main">
        <Stack>
          <JobOverviewSection job={job} />
          <JobFormsSection job={job} />
          <JobSignOffSection job={job} />
          <JobDiarySection job={job} onChanged={refetch} />
          <JobPhotosSection job={job} />
        </Stack>
        <Stack>
          <JobTechniciansSection job={job} />
          <JobEquipmentSection job={job} />
          <JobProfitSection jobId={job.id} />
        </Stack>
      </Grid>
    </Stack>
  );
}
