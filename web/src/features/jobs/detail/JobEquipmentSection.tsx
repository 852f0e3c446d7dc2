import { Card, Entry, EntryList, Link } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobEquipmentFieldsFragment } from '../../../gql/graphql';
import * as css from '../jobs.css';

export const JobEquipmentFields = graphql(`
  fragment JobEquipmentFields on Job {
    id
    equipment {
      id
      name
      make
      model
      serial
      serviceIntervalMonths
    }
  }
`);

/** The units on the job, each linking to its page, with make, model, serial and service interval. */
export function JobEquipmentSection({ job }: { job: JobEquipmentFieldsFragment }) {
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
                (e.serviceIntervalMonths ? ` · service every ${e.serviceIntervalMonths} months` : '')
              }
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No equipment on this job.</p>
      )}
    </Card>
  );
}
