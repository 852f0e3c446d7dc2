import { useQuery } from '@apollo/client/react';
import { Button, Grid, Skeleton, Stack } from '@spanner/design-system';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import { ChargesSection } from './completed/ChargesSection';
import { CompletedEquipmentSection } from './completed/CompletedEquipmentSection';
import { CompletedHoursSection } from './completed/CompletedHoursSection';
import { CompletedJobHeaderSection } from './completed/CompletedJobHeaderSection';
import { CompletedNotesSection } from './completed/CompletedNotesSection';
import { CompletedPartsSection } from './completed/CompletedPartsSection';
import { CompletedPhotosSection } from './completed/CompletedPhotosSection';
import { CompletedSummarySection } from './completed/CompletedSummarySection';

// Each section declares the fields it shows (its fragment); the page asks for them all in one query.
const CompletedJobQuery = graphql(`
  query CompletedJobDetail($id: ID!) {
    completedJob(id: $id) {
      id
      ...CompletedJobHeaderFields
      ...CompletedSummaryFields
      ...CompletedChargesFields
      ...CompletedNotesFields
      ...CompletedPhotosFields
      ...CompletedHoursFields
      ...CompletedPartsFields
      ...CompletedEquipmentFields
    }
  }
`);

/** /completed-jobs/{id} (spec part 2 §2): charges, hours, parts, notes, photos, equipment; Delete (admin and manager). */
export function CompletedJobPage() {
  const _timeZone = useTimeZone();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(CompletedJobQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const c = data?.completedJob;

  if (!c) {
    if (loading) return <Skeleton shape="rect" height={420} />;
    return (
      <LoadFailure
        title="Failed to load completed job"
        error={error}
        fallback="Completed job not found"
        action={
          <Button variant="secondary" size="sm" onPress={() => navigate('/completed-jobs')}>
            Back to Completed Jobs
          </Button>
        }
      />
    );
  }

  return (
    <Stack>
      <CompletedJobHeaderSection completedJob={c} />
      <Grid columns="main">
        <Stack>
          <CompletedSummarySection completedJob={c} />
          <ChargesSection completedJob={c} />
          <CompletedNotesSection completedJob={c} />
          <CompletedPhotosSection completedJob={c} />
        </Stack>
        <Stack>
          <CompletedHoursSection completedJob={c} />
          <CompletedPartsSection completedJob={c} />
          <CompletedEquipmentSection completedJob={c} />
        </Stack>
      </Grid>
    </Stack>
  );
}
