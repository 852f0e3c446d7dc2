import { statusBadge } from '@rules/status-tones';
import { Button, ClockIcon, LinkCard, StatusBadge } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { JobCardFragment } from '../../gql/graphql';
import { TechnicianDots } from '../../kit/technician-dots/TechnicianDots';
import { useTimeZone } from '../../lib/time-zone';
import { whenText } from './format';
import * as css from './jobs.css';

export const JobCardFields = graphql(`
  fragment JobCard on Job {
    id
    title
    status
    description
    scheduledAt
    customer {
      id
      name
    }
    technicians {
      id
      name
      color
    }
    equipment {
      id
      name
    }
  }
`);

/**
 * A job in the list (spec part 1 §2): title, status badge, technician dots, description, equipment, customer, the
 * visit in the organisation's time zone, and Edit. The card opens the job.
 */
export function JobCard({ job }: { job: JobCardFragment }) {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const equipment = job.equipment.map((e) => e.name).join(', ');
  return (
    <LinkCard
      href={`/jobs/${job.id}`}
      title={job.title}
      trailing={<StatusBadge {...statusBadge('job', job.status)} />}
      footer={
        <span className={css.when}>
          <ClockIcon size={14} />
          {whenText(job.scheduledAt, timeZone)}
        </span>
      }
      actions={
        <Button size="sm" variant="ghost" onPress={() => navigate(`/jobs/${job.id}/edit`)} aria-label={`Edit ${job.title}`}>
          Edit
        </Button>
      }
    >
      <TechnicianDots technicians={job.technicians} />
      {job.description && <p className={css.clamp}>{job.description}</p>}
      <ul className={css.meta}>
        {equipment && (
          <li className={css.metaRow}>
            <span className={css.metaLabel}>Equipment</span>
            <span className={css.metaValue}>{equipment}</span>
          </li>
        )}
        <li className={css.metaRow}>
          <span className={css.metaLabel}>Customer</span>
          <span className={css.metaValue}>{job.customer?.name ?? 'No customer'}</span>
        </li>
      </ul>
    </LinkCard>
  );
}
