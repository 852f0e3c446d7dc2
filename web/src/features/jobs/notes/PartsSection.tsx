import { useMutation } from '@apollo/client/react';
import { Badge, Card, Entry, EntryList, Stack } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobPartsFieldsFragment } from '../../../gql/graphql';
import { EntryActions, PartForm, type PartPickerProps } from '../../../kit/entry-forms';
import { unwrap } from '../../../lib/mutation-result';
import { useTimeZone } from '../../../lib/time-zone';
import { PendingChanges, useQueueChange } from '../../../offline/outbox';
import { PriceListPicker } from '../../price-list';
import { money, whenText, writerText } from '../format';
import * as css from '../jobs.css';
import { changeEntry } from './entry-change';

export const JobPartsFields = graphql(`
  fragment JobPartsFields on Job {
    id
    completion {
      id
    }
    parts {
      id
      partName
      quantity
      createdAt
      apiKeyName
      price {
        unitPriceCents
        totalCents
      }
    }
  }
`);

const UpdatePart = graphql(`
  mutation UpdateJobPart($jobId: ID!, $id: ID!, $partName: String!, $quantity: Int) {
    updateJobPart(jobId: $jobId, id: $id, partName: $partName, quantity: $quantity) {
      __typename
      ... on JobPart {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const DeletePart = graphql(`
  mutation DeleteJobPart($jobId: ID!, $id: ID!) {
    deleteJobPart(jobId: $jobId, id: $id) {
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

type Part = JobPartsFieldsFragment['parts'][number];

/** The price list searched as you type (or any other name, unpriced). */
const pricedPicker = (props: PartPickerProps) => <PriceListPicker label="Part" {...props} />;

/** '2 × $45.00 = $90.00', or a warning that the part is not on the price list and is charged $0. */
function PartPrice({ part }: { part: Part }) {
  if (!part.price) return <Badge tone="orange">Unpriced ($0)</Badge>;
  return (
    <span className={css.amount}>
      {part.quantity} × {money(part.price.unitPriceCents)} = {money(part.price.totalCents)}
    </span>
  );
}

/** The job's parts with their prices; Edit and Delete while the job is open. */
export function PartEntries({ job, onChanged }: { job: JobPartsFieldsFragment; onChanged: () => Promise<unknown> }) {
  const timeZone = useTimeZone();
  const [updatePart] = useMutation(UpdatePart);
  const [deletePart] = useMutation(DeletePart);
  if (!job.parts.length) return null;
  const open = !job.completion;
  return (
    <EntryList aria-label="Parts">
      {job.parts.map((p) => (
        <Entry
          key={p.id}
          title={p.partName}
          meta={p.apiKeyName ? `${writerText(null, p.apiKeyName)} · ${whenText(p.createdAt, timeZone)}` : whenText(p.createdAt, timeZone)}
          aside={<PartPrice part={p} />}
          actions={
            open && (
              <EntryActions
                noun="part"
                name={p.partName}
                editForm={(close) => (
                  <PartForm
                    initial={p}
                    picker={pricedPicker}
                    submitLabel="Save"
                    onSubmit={async (values) => {
                      const variables = { jobId: job.id, id: p.id, ...values };
                      await changeEntry(
                        'Failed to save part',
                        async () => (await updatePart({ variables })).data?.updateJobPart,
                        onChanged,
                      );
                      close();
                    }}
                  />
                )}
                onDelete={async () => {
                  unwrap((await deletePart({ variables: { jobId: job.id, id: p.id } })).data?.deleteJobPart, 'Failed to delete part');
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
 * Parts used on the job, and Add Part: a name from the price list (search as you type, with prices) or any other
 * name, which is marked unpriced ($0); quantity 1 to 10, default 1. Closed once the job is completed.
 */
export function PartsSection({ job, onChanged }: { job: JobPartsFieldsFragment; onChanged: () => Promise<unknown> }) {
  const queue = useQueueChange();
  const closed = !!job.completion;

  // Through the outbox: shown at once as waiting, sent when the network allows.
  const add = (values: { partName: string; quantity: number }) => queue({ kind: 'part', jobId: job.id, ...values });

  return (
    <Card title="Parts" headingLevel={2}>
      <Stack>
        <PartForm submitLabel="Add Part" isDisabled={closed} picker={pricedPicker} onSubmit={add} />
        <PendingChanges jobId={job.id} kinds={['part']} onSent={onChanged} />
        <PartEntries job={job} onChanged={onChanged} />
      </Stack>
    </Card>
  );
}
