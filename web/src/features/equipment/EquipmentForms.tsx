import { formatDateTime } from '@rules/zoned-time';
import { Badge, Card, Entry, EntryList, Link } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { EquipmentFormsFieldsFragment } from '../../gql/graphql';
import { shellStyles as shell } from '../../kit/shell';
import { useTimeZone } from '../../lib/time-zone';

export const EquipmentFormsFields = graphql(`
  fragment EquipmentFormsFields on Equipment {
    id
    forms {
      id
      jobId
      templateName
      status
      submittedAt
      submittedBy {
        id
        name
      }
      job {
        id
        title
      }
    }
  }
`);

/**
 * The equipment page's forms: every form filled against the unit on the jobs the viewer sees, newest first — its
 * inspections, tests and certificates — each opening the form on its job.
 */
export function EquipmentForms({ equipment }: { equipment: EquipmentFormsFieldsFragment }) {
  const timeZone = useTimeZone();
  return (
    <Card title="Forms" headingLevel={2}>
      {equipment.forms.length === 0 ? (
        <p className={shell.muted}>No forms have been filled against this unit.</p>
      ) : (
        <EntryList aria-label="Forms">
          {equipment.forms.map((f) => (
            <Entry
              key={f.id}
              aria-label={`${f.templateName}, ${f.job.title}`}
              title={<Link href={`/jobs/${f.jobId}/forms/${f.id}`}>{f.templateName}</Link>}
              meta={[
                f.job.title,
                f.status === 'submitted' && f.submittedAt ? `Submitted ${formatDateTime(f.submittedAt, timeZone)}` : 'Not submitted yet',
                f.submittedBy?.name,
              ]
                .filter(Boolean)
                .join(' · ')}
              aside={<Badge tone={f.status === 'submitted' ? 'green' : 'yellow'}>{f.status === 'submitted' ? 'Submitted' : 'Draft'}</Badge>}
            />
          ))}
        </EntryList>
      )}
    </Card>
  );
}
