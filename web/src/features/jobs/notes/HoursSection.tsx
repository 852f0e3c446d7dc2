import { useMutation } from '@apollo/client/react';
import { DEFAULT_HOURS, HOURS_CHOICES } from '@rules/job-charges';
import { Button, Card, Entry, EntryList, Form, type Key, Select, Stack, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import type { JobHoursFieldsFragment } from '../../../gql/graphql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { useTimeZone } from '../../../lib/time-zone';
import { hoursText, whenText } from '../format';
import * as css from '../jobs.css';

export const JobHoursFields = graphql(`
  fragment JobHoursFields on Job {
    id
    completion {
      id
    }
    hours {
      id
      hours
      description
      createdAt
      user {
        id
        name
      }
    }
  }
`);

const AddHours = graphql(`
  mutation AddJobHours($jobId: ID!, $hours: Float!, $description: String) {
    addJobHours(jobId: $jobId, hours: $hours, description: $description) {
      __typename
      ... on JobHours {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const HOURS_OPTIONS = HOURS_CHOICES.map((h) => ({ id: String(h), label: hoursText(h) }));

/** Hours logged on the job with their total, and Add Hours (0.5 to 8, default 0.5); closed once the job is completed. */
export function HoursSection({ job, onChanged }: { job: JobHoursFieldsFragment; onChanged: () => Promise<unknown> }) {
  const timeZone = useTimeZone();
  const [addHours, adding] = useMutation(AddHours);
  const [hours, setHours] = useState<Key>(String(DEFAULT_HOURS));
  const [description, setDescription] = useState('');
  const closed = !!job.completion;
  const total = job.hours.reduce((sum, h) => sum + h.hours, 0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const variables = { jobId: job.id, hours: Number(hours), description: description.trim() || null };
      unwrap((await addHours({ variables })).data?.addJobHours, 'Failed to add hours');
      await onChanged();
      setHours(String(DEFAULT_HOURS));
      setDescription('');
    } catch (err) {
      toast.error('Failed to add hours', messageOf(err, ''));
    }
  }

  return (
    <Card title="Hours" description={`Total ${hoursText(total)}`} headingLevel={2}>
      <Stack>
        <Form onSubmit={submit}>
          <div className={css.entryForm}>
            <Select
              label="Hours"
              items={HOURS_OPTIONS}
              value={hours}
              onChange={(k) => setHours(k ?? String(DEFAULT_HOURS))}
              isDisabled={closed}
              className={css.narrow}
            />
            <TextField label="Description" value={description} onChange={setDescription} isDisabled={closed} className={css.grow} />
            <Button type="submit" variant="primary" isDisabled={closed} isPending={adding.loading}>
              Add Hours
            </Button>
          </div>
        </Form>
        {job.hours.length > 0 && (
          <EntryList aria-label="Hours">
            {job.hours.map((h) => (
              <Entry
                key={h.id}
                title={`${hoursText(h.hours)}${h.description ? ` – ${h.description}` : ''}`}
                meta={`${h.user?.name ?? 'Someone'} · ${whenText(h.createdAt, timeZone)}`}
              />
            ))}
          </EntryList>
        )}
      </Stack>
    </Card>
  );
}
