import { useQuery } from '@apollo/client/react';
import { Banner, Card, Grid, PageHeader, Stack } from '@spanner/design-system';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { useScreenFetchPolicy } from '../../lib/screen-query';
import { useTimeZone } from '../../lib/time-zone';
import { JobPageFallback } from './JobPageFallback';
import { HoursSection } from './notes/HoursSection';
import { NotesSection } from './notes/NotesSection';
import { PartsSection } from './notes/PartsSection';
import { PhotoUploadSection } from './notes/PhotoUploadSection';
import { RunningTotal } from './notes/RunningTotal';

// Each section declares the fields it shows and owns its change; after a change the page reads them all again.
export const JobNotesQuery = graphql(`
  query JobNotes($id: ID!) {
    job(id: $id) {
      id
      title
      completion {
        id
      }
      ...JobNotesFields
      ...JobHoursFields
      ...JobPartsFields
      ...JobPhotosFields
      ...JobRunningTotalFields
    }
  }
`);

/**
 * /jobs/{id}/notes, 'Notes & Charges' (spec part 2 §2, §5): notes (non-empty), hours (0.5 to 8, default 0.5),
 * parts (from the price list or typed, quantity 1 to 10, default 1), the running total, and photos (images only,
 * several at once). Notes, hours and parts can be edited and deleted until the job is completed.
 */
export function JobNotesPage() {
  const _timeZone = useTimeZone();
  const { id = '' } = useParams();
  const fetchPolicy = useScreenFetchPolicy(JobNotesQuery, { id });
  const { data, loading, error, refetch } = useQuery(JobNotesQuery, { variables: { id }, fetchPolicy });
  // The sections are rendered in the background, in slices, when the answer comes (not in one long task).
  const job = useDeferredValue(data?.job);
  if (!job) return <JobPageFallback loading={loading || !!data?.job} error={error} />;
  const sectionProps = { job, onChanged: refetch };
  return (
    <Stack>
      <PageHeader title="Notes & Charges" back={{ href: `/jobs/${id}`, label: `Back to ${job.title}` }} />
      {job.completion && (
        <Banner tone="info" title="This job has been completed">
          Hours and parts were charged on completion and notes, hours and parts can no longer change; notes and photos can still be added.
        </Banner>
      )}
      <Grid columns="main">
        <Stack>
          <NotesSection {...sectionProps} />
          <PhotoUploadSection {...sectionProps} />
        </Stack>
        <Stack>
          <HoursSection {...sectionProps} />
          <PartsSection {...sectionProps} />
          <Card title="Running total" headingLevel={2}>
            <RunningTotal job={job} />
          </Card>
        </Stack>
      </Grid>
    </Stack>
  );
}
