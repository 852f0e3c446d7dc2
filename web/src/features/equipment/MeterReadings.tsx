import { useMutation } from '@apollo/client/react';
import { METER_HOURS, meterHoursMessage } from '@rules/service-regimes';
import { formatMediumDateTime } from '@rules/zoned-time';
import { Button, Card, Entry, EntryList, Form, FormRow, Link, NumberField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { MeterReadingsFieldsFragment } from '../../gql/graphql';
import { shellStyles as shell } from '../../kit/shell';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';

export const MeterReadingsFields = graphql(`
  fragment MeterReadingsFields on Equipment {
    id
    name
    meterHours
    meterReadAt
    nextServiceDueAt
    nextServiceDueBy
    meterReadings {
      id
      hours
      readAt
      job {
        id
        title
      }
      recordedBy {
        id
        name
      }
    }
  }
`);

const RecordMeterReading = graphql(`
  mutation RecordMeterReading($input: MeterReadingInput!) {
    recordMeterReading(input: $input) {
      __typename
      ... on Equipment {
        ...MeterReadingsFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const hoursText = (h: number) => `${h.toLocaleString('en-AU', { maximumFractionDigits: 1 })} hours`;

/** Record an hour-meter reading of a unit (on its page, or on a job: `jobId`); a reading below the last is refused. */
export function RecordMeterReadingForm({ equipmentId, jobId, label }: { equipmentId: string; jobId?: string; label?: string }) {
  const [hours, setHours] = useState(Number.NaN);
  const [error, setError] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordMeterReading);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (Number.isNaN(hours) || hours < METER_HOURS.min || hours > METER_HOURS.max) {
      setError(meterHoursMessage);
      return;
    }
    try {
      const { data } = await record({ variables: { input: { equipmentId, hours, jobId: jobId ?? null } } });
      unwrap(data?.recordMeterReading, 'Failed to record the reading');
      toast.success('Meter reading recorded');
      setHours(Number.NaN);
    } catch (err) {
      setError(messageOf(err, 'Failed to record the reading'));
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      <FormRow>
        <NumberField
          label={label ?? 'Meter reading (hours)'}
          value={hours}
          onChange={setHours}
          hideStepper
          errorMessage={error ?? undefined}
          isInvalid={!!error}
        />
        <Button type="submit" variant="secondary" isPending={loading}>
          Record reading
        </Button>
      </FormRow>
    </Form>
  );
}

/** The equipment page's hour meter: the latest reading, the readings taken (newest first) and Record reading. */
export function MeterReadings({ equipment }: { equipment: MeterReadingsFieldsFragment }) {
  const timeZone = useTimeZone();
  return (
    <Card title="Hour meter" headingLevel={2}>
      <div className={shell.stack}>
        <p className={shell.muted}>
          {equipment.meterHours != null && equipment.meterReadAt
            ? `${hoursText(equipment.meterHours)}, read ${formatMediumDateTime(equipment.meterReadAt, timeZone)}`
            : 'No readings yet.'}
        </p>
        <RecordMeterReadingForm equipmentId={equipment.id} />
        {equipment.meterReadings.length ? (
          <EntryList aria-label="Meter readings">
            {equipment.meterReadings.map((r) => (
              <Entry
                key={r.id}
                aria-label={hoursText(r.hours)}
                title={hoursText(r.hours)}
                meta={[formatMediumDateTime(r.readAt, timeZone), r.recordedBy?.name, r.job ? null : 'on the equipment page']
                  .filter(Boolean)
                  .join(' · ')}
                aside={r.job ? <Link href={`/jobs/${r.job.id}`}>{r.job.title}</Link> : null}
              />
            ))}
          </EntryList>
        ) : null}
      </div>
    </Card>
  );
}
