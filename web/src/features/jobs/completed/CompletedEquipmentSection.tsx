import { Card, Entry, EntryList, Link } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedEquipmentFieldsFragment } from '../../../gql/graphql';
import * as css from '../jobs.css';

export const CompletedEquipmentFields = graphql(`
  fragment CompletedEquipmentFields on CompletedJob {
    id
    equipment {
      id
      equipmentId
      equipmentName
    }
  }
`);

/** The units the job was on, linking to those that still exist. */
export function CompletedEquipmentSection({ completedJob: c }: { completedJob: CompletedEquipmentFieldsFragment }) {
  return (
    <Card title="Equipment" headingLevel={2}>
      {c.equipment.length ? (
        <EntryList aria-label="Equipment">
          {c.equipment.map((e) => (
            <Entry
              key={e.id}
              title={e.equipmentId ? <Link href={`/equipment/${e.equipmentId}`}>{e.equipmentName}</Link> : e.equipmentName}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No equipment.</p>
      )}
    </Card>
  );
}
