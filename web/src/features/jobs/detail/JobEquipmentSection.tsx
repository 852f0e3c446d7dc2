import { Card, Entry, EntryList, Link } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobEquipmentFieldsFragment } from '../../../gql/graphql';
import { intervalLabel, RecordMeterReadingForm } from '../../equipment';
import * as css from '../jobs.css';

export const JobEquipmentFields = graphql(`
  fragment JobEquipmentFields on Job {
    id
    jobType
    status
    equipment {
      id
      name
      make
      model
      serial
      serviceIntervalMonths
      serviceIntervalHours
      meterHours
    }
  }
`);

/**
 * The units on the job, each linking to its page, with make, model, serial and service interval; on an open Service
 * job, a unit serviced by hours run takes its meter reading here.
 */
export function JobEquipmentSection({ job }: { job: JobEquipmentFieldsFragment }) {
  const recordsMeter = job.jobType === 'service' && job.status !== 'cancelled';
  return (
    <Card title="Equipment" headingLevel={2}>
      {job.equipment.length ? (
        <EntryList aria-label="Equipment">
          {job.equipment.map((e) => (
            <Entry
              key={e.id}
              title={<Link href={`/equipment/${e.id}`}>{e.name}</Link>}
              meta={
                ([e.make, e.model, e.serial && `S/N ${e.serial}`].filter(Boolean).join(' · ') || 'No details') +
                (e.serviceIntervalMonths || e.serviceIntervalHours ? ` · ${intervalLabel(e).toLowerCase()}` : '') +
                (e.meterHours != null ? ` · meter ${e.meterHours.toLocaleString('en-AU')} hours` : '')
              }
            >
              {recordsMeter && (e.serviceIntervalHours || e.meterHours != null) ? (
                <RecordMeterReadingForm equipmentId={e.id} jobId={job.id} label={`Meter reading of ${e.name} (hours)`} />
              ) : null}
            </Entry>
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No equipment on this job.</p>
      )}
    </Card>
  );
}
