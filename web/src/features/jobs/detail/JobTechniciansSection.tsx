import { DEFAULT_MEMBER_COLOR } from '@rules/people';
import { Card, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobTechniciansFieldsFragment } from '../../../gql/graphql';
import { dot as technicianDot } from '../../../kit/technician-dots/technician-dots.css';
import { MemberAvatar } from '../../members';
import * as css from '../jobs.css';

export const JobTechniciansFields = graphql(`
  fragment JobTechniciansFields on Job {
    id
    technicians {
      id
      name
      role
      color
      ...MemberAvatarFields
    }
  }
`);

/** Role names as shown on a badge line (display only; rights come from the server). */
const ROLE_LABELS: Record<string, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };

/** Who is assigned, each with their role and schedule colour. */
export function JobTechniciansSection({ job }: { job: JobTechniciansFieldsFragment }) {
  return (
    <Card title="Technicians" headingLevel={2}>
      {job.technicians.length ? (
        <EntryList aria-label="Technicians">
          {job.technicians.map((t) => (
            <Entry
              key={t.id}
              leading={<MemberAvatar member={t} size="sm" />}
              title={t.name}
              meta={ROLE_LABELS[t.role] ?? t.role}
              aside={<span className={technicianDot} style={{ background: t.color || DEFAULT_MEMBER_COLOR }} aria-hidden="true" />}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No technicians assigned.</p>
      )}
    </Card>
  );
}
