import { formatDateTime } from '@rules/zoned-time';
import { Badge, Button, Card, Entry, EntryList, Link } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import type { JobSignOffFieldsFragment } from '../../gql/graphql';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import * as css from './sign-off.css';

type SignOff = JobSignOffFieldsFragment['signOffs'][number];

/** Where the report went, or why it did not. */
const emailed = (s: SignOff) => (s.emailedTo.length ? `Emailed to ${s.emailedTo.join(', ')}` : (s.emailProblem ?? 'Not emailed'));

/**
 * The job page's customer sign-off (docs/forms.md → Customer sign-off): each sign-off, newest first, with who signed
 * or declined, when, on whose screen, where the report went and its PDF; Get sign-off opens the signing screen.
 */
export function JobSignOffSection({ job }: { job: JobSignOffFieldsFragment }) {
  const timeZone = useTimeZone();
  const maySign = useCan('signOffJobs');
  const navigate = useNavigate();
  const open = maySign && job.status !== 'cancelled';
  return (
    <Card
      aria-label="Customer sign-off"
      title="Customer sign-off"
      headingLevel={2}
      actions={
        open ? (
          <Button size="sm" variant={job.signOffs.length ? 'secondary' : 'primary'} onPress={() => navigate(`/jobs/${job.id}/sign-off`)}>
            {job.signOffs.length ? 'Sign off again' : 'Get sign-off'}
          </Button>
        ) : null
      }
    >
      {job.signOffs.length === 0 ? (
        <p className={css.muted}>Not signed off yet.</p>
      ) : (
        <EntryList aria-label="Sign-offs">
          {job.signOffs.map((s) => (
            <Entry
              key={s.id}
              aria-label={`${s.outcome === 'signed' ? 'Signed' : 'Declined'} by ${s.signerName}`}
              title={s.outcome === 'signed' ? `Signed by ${s.signerName}` : `Declined by ${s.signerName}: ${s.declineReason ?? ''}`}
              meta={[formatDateTime(s.signedAt, timeZone), s.recordedBy ? `on ${s.recordedBy.name}'s screen` : null, emailed(s)]
                .filter(Boolean)
                .join(' · ')}
              aside={
                <>
                  <Badge tone={s.outcome === 'signed' ? 'green' : 'yellow'}>{s.outcome === 'signed' ? 'Signed' : 'Declined'}</Badge>
                  <Link href={s.reportUrl} target="_blank">
                    Service report (PDF)
                  </Link>
                </>
              }
            />
          ))}
        </EntryList>
      )}
    </Card>
  );
}
