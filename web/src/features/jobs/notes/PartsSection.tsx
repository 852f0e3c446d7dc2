import { useMutation } from '@apollo/client/react';
import { PART_QUANTITY_CHOICES } from '@rules/job-charges';
import { Button, Card, Entry, EntryList, Form, type Key, Select, Stack, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import type { JobPartsFieldsFragment } from '../../../gql/graphql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { useTimeZone } from '../../../lib/time-zone';
import { whenText } from '../format';
import * as css from '../jobs.css';

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
    }
  }
`);

const AddPart = graphql(`
  mutation AddJobPart($jobId: ID!, $partName: String!, $quantity: Int) {
    addJobPart(jobId: $jobId, partName: $partName, quantity: $quantity) {
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

const QUANTITY_OPTIONS = PART_QUANTITY_CHOICES.map((q) => ({ id: String(q), label: String(q) }));

/** Parts used on the job, and Add Part (a name, quantity 1 to 10, default 1); closed once the job is completed. */
export function PartsSection({ job, onChanged }: { job: JobPartsFieldsFragment; onChanged: () => Promise<unknown> }) {
  const timeZone = useTimeZone();
  const [addPart, adding] = useMutation(AddPart);
  const [partName, setPartName] = useState('');
  const [quantity, setQuantity] = useState<Key>('1');
  const closed = !!job.completion;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!partName.trim()) return;
    try {
      unwrap(
        (await addPart({ variables: { jobId: job.id, partName, quantity: Number(quantity) } })).data?.addJobPart,
        'Failed to add part',
      );
      await onChanged();
      setPartName('');
      setQuantity('1');
    } catch (err) {
      toast.error('Failed to add part', messageOf(err, ''));
    }
  }

  return (
    <Card title="Parts" headingLevel={2}>
      <Stack>
        <Form onSubmit={submit}>
          <div className={css.entryForm}>
            <TextField label="Part name" value={partName} onChange={setPartName} isDisabled={closed} className={css.grow} />
            <Select
              label="Quantity"
              items={QUANTITY_OPTIONS}
              value={quantity}
              onChange={(k) => setQuantity(k ?? '1')}
              isDisabled={closed}
              className={css.narrow}
            />
            <Button type="submit" variant="primary" isDisabled={closed || !partName.trim()} isPending={adding.loading}>
              Add Part
            </Button>
          </div>
        </Form>
        {job.parts.length > 0 && (
          <EntryList aria-label="Parts">
            {job.parts.map((p) => (
              <Entry
                key={p.id}
                title={p.partName}
                meta={whenText(p.createdAt, timeZone)}
                aside={<span className={css.amount}>× {p.quantity}</span>}
              />
            ))}
          </EntryList>
        )}
      </Stack>
    </Card>
  );
}
