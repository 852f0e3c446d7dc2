import { useMutation } from '@apollo/client/react';
import { Card, Entry, EntryList, Stack } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobNotesFieldsFragment } from '../../../gql/graphql';
import { EntryActions, NoteForm } from '../../../kit/entry-forms';
import { unwrap } from '../../../lib/mutation-result';
import { useTimeZone } from '../../../lib/time-zone';
import { PendingChanges, useQueueChange } from '../../../offline/outbox';
import { whenText, writerText } from '../format';
import * as css from '../jobs.css';
import { changeEntry } from './entry-change';

export const JobNotesFields = graphql(`
  fragment JobNotesFields on Job {
    id
    completion {
      id
    }
    notes {
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

const UpdateNote = graphql(`
  mutation UpdateJobNote($jobId: ID!, $id: ID!, $text: String!) {
    updateJobNote(jobId: $jobId, id: $id, text: $text) {
      __typename
      ... on JobNote {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const DeleteNote = graphql(`
  mutation DeleteJobNote($jobId: ID!, $id: ID!) {
    deleteJobNote(jobId: $jobId, id: $id) {
      __typename
      ... on DeleteJobEntryPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** The job's notes, newest first; Edit and Delete while the job is open. */
export function NoteEntries({ job, onChanged }: { job: JobNotesFieldsFragment; onChanged: () => Promise<unknown> }) {
  const timeZone = useTimeZone();
  const [updateNote] = useMutation(UpdateNote);
  const [deleteNote] = useMutation(DeleteNote);
  if (!job.notes.length) return null;
  const open = !job.completion;
  return (
    <EntryList aria-label="Notes">
      {job.notes.map((n) => (
        <Entry
          key={n.id}
          title={<span className={css.noteText}>{n.text}</span>}
          meta={`${writerText(n.author?.name, n.apiKeyName)} · ${whenText(n.createdAt, timeZone)}`}
          actions={
            open && (
              <EntryActions
                noun="note"
                name={n.text.length > 40 ? `${n.text.slice(0, 40)}…` : n.text}
                editForm={(close) => (
                  <NoteForm
                    initial={n.text}
                    label="Note"
                    submitLabel="Save"
                    onSubmit={async (text) => {
                      const variables = { jobId: job.id, id: n.id, text };
                      await changeEntry(
                        'Failed to save note',
                        async () => (await updateNote({ variables })).data?.updateJobNote,
                        onChanged,
                      );
                      close();
                    }}
                  />
                )}
                onDelete={async () => {
                  unwrap((await deleteNote({ variables: { jobId: job.id, id: n.id } })).data?.deleteJobNote, 'Failed to delete note');
                  await onChanged();
                }}
              />
            )
          }
        />
      ))}
    </EntryList>
  );
}

/**
 * The job's notes and 'Add a note' (not empty; open after completion too, though earlier notes then stay as they are).
 * A new note goes through the outbox: shown at once as waiting, sent when the network allows.
 */
export function NotesSection({ job, onChanged }: { job: JobNotesFieldsFragment; onChanged: () => Promise<unknown> }) {
  const queue = useQueueChange();
  const add = (text: string) => queue({ kind: 'note', jobId: job.id, text });

  return (
    <Card title="Notes" headingLevel={2}>
      <Stack>
        <NoteForm label="Add a note" submitLabel="Add Note" onSubmit={add} />
        <PendingChanges jobId={job.id} kinds={['note']} onSent={onChanged} />
        <NoteEntries job={job} onChanged={onChanged} />
      </Stack>
    </Card>
  );
}
