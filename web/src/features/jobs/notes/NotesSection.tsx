import { useMutation } from '@apollo/client/react';
import { Button, Card, Entry, EntryList, Form, Stack, TextArea, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import type { JobNotesFieldsFragment } from '../../../gql/graphql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { useTimeZone } from '../../../lib/time-zone';
import { whenText } from '../format';
import * as css from '../jobs.css';

export const JobNotesFields = graphql(`
  fragment JobNotesFields on Job {
    id
    notes {
      id
      text
      createdAt
      author {
        id
        name
      }
    }
  }
`);

const AddNote = graphql(`
  mutation AddJobNote($jobId: ID!, $text: String!) {
    addJobNote(jobId: $jobId, text: $text) {
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

/** The job's notes, newest as the server orders them, and 'Add a note' (not empty; open after completion too). */
export function NotesSection({ job, onChanged }: { job: JobNotesFieldsFragment; onChanged: () => Promise<unknown> }) {
  const timeZone = useTimeZone();
  const [addNote, adding] = useMutation(AddNote);
  const [text, setText] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      unwrap((await addNote({ variables: { jobId: job.id, text } })).data?.addJobNote, 'Failed to add note');
      await onChanged();
      setText('');
    } catch (err) {
      toast.error('Failed to add note', messageOf(err, ''));
    }
  }

  return (
    <Card title="Notes" headingLevel={2}>
      <Stack>
        <Form onSubmit={submit}>
          <TextArea label="Add a note" value={text} onChange={setText} rows={3} placeholder="What was found, what was done, what is next" />
          <div>
            <Button type="submit" variant="primary" isDisabled={!text.trim()} isPending={adding.loading}>
              Add Note
            </Button>
          </div>
        </Form>
        {job.notes.length > 0 && (
          <EntryList aria-label="Notes">
            {job.notes.map((n) => (
              <Entry
                key={n.id}
                title={<span className={css.noteText}>{n.text}</span>}
                meta={`${n.author?.name ?? 'Someone'} · ${whenText(n.createdAt, timeZone)}`}
              />
            ))}
          </EntryList>
        )}
      </Stack>
    </Card>
  );
}
