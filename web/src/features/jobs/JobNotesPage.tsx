import { useQuery } from '@apollo/client/react';
import { Banner, Grid, PageHeader, Stack } from '@spanner/design-system';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { useTimeZone } from '../../lib/time-zone';
import { JobPageFallback } from './JobPageFallback';
import { HoursSection } from './notes/HoursSection';
import { NotesSection } from './notes/NotesSection';
import { PartsSection } from './notes/PartsSection';
import { PhotoUploadSection } from './notes/PhotoUploadSection';

// Each section declares the fields it shows and owns its change; after a change the page reads them all again.
const JobNotesQuery = graphql(`
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
    }
  }
`);

/**
 * /jobs/{id}/notes, 'Notes & Charges' (spec part 2 §2, §5): notes (non-empty), hours (0.5 to 8, default 0.5),
 * parts (name, quantity 1 to 10, default 1) and photos (images only, several at once).
 */
export function JobNotesPage() {
  const _timeZone = useTimeZone();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(JobNotesQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const job = data?.job;
  if (!job) return <JobPageFallback loading={loading} error={error} />;
  const sectionProps = { job, onChanged: refetch };
  return (
    <Stack>
      <PageHeader title="Notes & Charges" back={{ href: `/jobs/${id}`, label: `Back to ${job.title}` }} />
      {job.completion && (
        <Banner tone="info" title="This job has been completed">
          Hours and parts were charged on completion and can no longer change; notes and photos can still be added.
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
        </Stack>
      </Grid>
    </Stack>
  );
}
