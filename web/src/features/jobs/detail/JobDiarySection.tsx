import { Card, Link, Stack } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobDiaryFieldsFragment } from '../../../gql/graphql';
import * as css from '../jobs.css';
import { HoursEntries } from '../notes/HoursSection';
import { NoteEntries } from '../notes/NotesSection';
import { PartEntries } from '../notes/PartsSection';
import { RunningTotal } from '../notes/RunningTotal';

export const JobDiaryFields = graphql(`
  fragment JobDiaryFields on Job {
    id
    notes {
      id
    }
    hours {
      id
    }
    parts {
      id
    }
    ...JobNotesFields
    ...JobHoursFields
    ...JobPartsFields
    ...JobRunningTotalFields
  }
`);

/**
 * The job diary on the job page: notes, hours and parts (each editable and deletable until completion) and the
 * running total; new entries are added on Notes & Charges.
 */
export function JobDiarySection({ job, onChanged }: { job: JobDiaryFieldsFragment; onChanged: () => Promise<unknown> }) {
  const empty = !job.notes.length && !job.hours.length && !job.parts.length;
  return (
    <Card
      title="Job diary"
      aria-label="Job diary"
      headingLevel={2}
      actions={<Link href={`/jobs/${job.id}/notes`}>Add notes, hours and parts</Link>}
    >
      <Stack>
        {empty && <p className={css.muted}>Nothing logged yet.</p>}
        <NoteEntries job={job} onChanged={onChanged} />
        <HoursEntries job={job} onChanged={onChanged} />
        <PartEntries job={job} onChanged={onChanged} />
        <RunningTotal job={job} />
      </Stack>
    </Card>
  );
}
