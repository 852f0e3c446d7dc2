import { formatLongDate, formatMediumDateTime } from '@rules/zoned-time';
import { Badge, Card, Checkbox, Link } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { ServiceDueRowFieldsFragment } from '../../gql/graphql';
import { useTimeZone } from '../../lib/time-zone';
import { CONFIRMATION_BADGES, dueText } from './format';
import * as css from './service.css';

export const ServiceDueRowFields = graphql(`
  fragment ServiceDueRowFields on ServiceDueUnit {
    equipment {
      id
      name
      make
      model
      equipmentType
    }
    customer {
      id
      name
    }
    address
    lastServiceAt
    nextDueAt
    dueBy
    status
    openJob {
      id
      title
      scheduledAt
      confirmation
      rescheduleNote
      technicians {
        id
        name
      }
    }
    suggestedTechnician {
      id
      name
    }
  }
`);

export interface ServiceDueRowProps {
  unit: ServiceDueRowFieldsFragment;
  /** Present when the viewer may book: the row's checkbox. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
}

/** One unit on the board: the unit, customer, address, last service, what is due and why, its open job and answer. */
export function ServiceDueRow({ unit, selection }: ServiceDueRowProps) {
  const timeZone = useTimeZone();
  const { equipment, customer, openJob } = unit;
  const kind = [equipment.equipmentType, [equipment.make, equipment.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
  const confirmation = openJob ? CONFIRMATION_BADGES[openJob.confirmation] : null;
  return (
    <Card padding="md" aria-label={equipment.name}>
      <div className={css.rowTop}>
        {selection && (
          <Checkbox
            aria-label={`Select ${equipment.name}`}
            isSelected={selection.selected}
            onChange={selection.onChange}
            isDisabled={!!openJob}
          />
        )}
        <div className={css.rowMain}>
          <h2 className={css.rowTitle}>
            <Link href={`/equipment/${equipment.id}`}>{equipment.name}</Link>
          </h2>
          {kind && <p className={css.meta}>{kind}</p>}
          <p className={css.meta}>
            {customer ? <Link href={`/customers/${customer.id}`}>{customer.name}</Link> : 'No customer'}
            {unit.address ? ` · ${unit.address}` : ''}
          </p>
          <p className={css.meta}>
            Last service: {unit.lastServiceAt ? formatLongDate(unit.lastServiceAt, timeZone) : 'none recorded'}
            {unit.suggestedTechnician ? ` by ${unit.suggestedTechnician.name}` : ''}
          </p>
          <div className={css.badges}>
            <Badge tone={unit.status === 'overdue' ? 'red' : 'blue'}>
              {dueText(unit.nextDueAt, unit.dueBy, unit.status === 'overdue', timeZone)}
            </Badge>
            {confirmation && <Badge tone={confirmation.tone}>{confirmation.label}</Badge>}
          </div>
          {openJob && (
            <p className={css.meta}>
              Booked: <Link href={`/jobs/${openJob.id}`}>{openJob.title}</Link>
              {openJob.scheduledAt ? `, ${formatMediumDateTime(openJob.scheduledAt, timeZone)}` : ''}
              {openJob.technicians.length ? ` with ${openJob.technicians.map((t) => t.name).join(', ')}` : ''}
              {openJob.rescheduleNote ? ` · “${openJob.rescheduleNote}”` : ''}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
