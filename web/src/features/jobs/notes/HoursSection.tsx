import { useMutation } from '@apollo/client/react';
import { Card, Entry, EntryList, Stack } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobHoursFieldsFragment } from '../../../gql/graphql';
import { EntryActions, HoursForm, type HoursFormValues } from '../../../kit/entry-forms';
import { unwrap } from '../../../lib/mutation-result';
import { useTimeZone } from '../../../lib/time-zone';
import { PendingChanges, useQueueChange } from '../../../offline/outbox';
import { hoursText, whenText, writerText } from '../format';
import { changeEntry } from './entry-change';

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
      apiKeyName
    }
  }
`);

const UpdateHours = graphql(`
  mutation UpdateJobHours($jobId: ID!, $id: ID!, $hours: Float!, $description: String) {
    updateJobHours(jobId: $jobId, id: $id, hours: $hours, description: $description) {
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

const DeleteHours = graphql(`
  mutation DeleteJobHours($jobId: ID!, $id: ID!) {
    deleteJobHours(jobId: $jobId, id: $id) {
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

/** The hours logged on the job; Edit and Delete while the job is open. */
export function HoursEntries({ job, onChanged }: { job: JobHoursFieldsFragment; onChanged: () => Promise<unknown> }) {
  const timeZone = useTimeZone();
  const [updateHours] = useMutation(UpdateHours);
  const [deleteHours] = useMutation(DeleteHours);
  if (!job.hours.length) return null;
  const open = !job.completion;
  return (
    <EntryList aria-label="Hours">
      {job.hours.map((h) => {
        const title = `${hoursText(h.hours)}${h.description ? ` – ${h.description}` : ''}`;
        return (
          <Entry
            key={h.id}
            title={title}
            meta={`${writerText(h.user?.name, h.apiKeyName)} · ${whenText(h.createdAt, timeZone)}`}
            actions={
              open && (
                <EntryActions
                  noun="hours"
                  name={title}
                  editForm={(close) => (
                    <HoursForm
                      initial={h}
                      submitLabel="Save"
                      onSubmit={async (values) => {
                        const variables = { jobId: job.id, id: h.id, ...values };
                        await changeEntry(
                          'Failed to save hours',
                          async () => (await updateHours({ variables })).data?.updateJobHours,
                          onChanged,
                        );
                        close();
                      }}
                    />
                  )}
                  onDelete={async () => {
                    unwrap((await deleteHours({ variables: { jobId: job.id, id: h.id } })).data?.deleteJobHours, 'Failed to delete hours');
                    await onChanged();
                  }}
                />
              )
            }
          />
        );
      })}
    </EntryList>
  );
}

/** Hours logged on the job with their total, and Add Hours (0.5 to 8, default 0.5); closed once the job is completed. */
export function HoursSection({ job, onChanged }: { job: JobHoursFieldsFragment; onChanged: () => Promise<unknown> }) {
  const queue = useQueueChange();
  const total = job.hours.reduce((sum, h) => sum + h.hours, 0);
  // Through the outbox: shown at once as waiting, sent when the network allows.
  const add = (values: HoursFormValues) =>
    queue({ kind: 'hours', jobId: job.id, hours: values.hours, description: values.description ?? undefined });

  return (
    <Card title="Hours" description={`Total ${hoursText(total)}`} headingLevel={2}>
      <Stack>
        <HoursForm submitLabel="Add Hours" isDisabled={!!job.completion} onSubmit={add} />
        <PendingChanges jobId={job.id} kinds={['hours']} onSent={onChanged} />
        <HoursEntries job={job} onChanged={onChanged} />
      </Stack>
    </Card>
  );
}
