import { Card, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedNotesFieldsFragment } from '../../../gql/graphql';
import { useTimeZone } from '../../../lib/time-zone';
import { whenText, writerText } from '../format';
import * as css from '../jobs.css';

export const CompletedNotesFields = graphql(`
  fragment CompletedNotesFields on CompletedJob {
    id
    jobNotes {
      id
      text
      createdAt
      author {
        id
        name
      }
      apiKeyName
    }
  }
`);

/** The job's notes as they were on completion, each with its author and time. */
export function CompletedNotesSection({ completedJob: c }: { completedJob: CompletedNotesFieldsFragment }) {
  const timeZone = useTimeZone();
  return (
    <Card title="Notes" headingLevel={2}>
      {c.jobNotes.length ? (
        <EntryList aria-label="Notes">
          {c.jobNotes.map((n) => (
            <Entry
              key={n.id}
              title={<span className={css.noteText}>{n.text}</span>}
              meta={`${writerText(n.author?.name, n.apiKeyName)} · ${whenText(n.createdAt, timeZone)}`}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No notes.</p>
      )}
    </Card>
  );
}
