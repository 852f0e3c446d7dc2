import { formatDateTime } from '@rules/zoned-time';
import { Badge, Entry, Link } from '@spanner/design-system';
import type { ReactNode } from 'react';
import type { SignOffEntryFieldsFragment } from '../../gql/graphql';
import { useTimeZone } from '../../lib/time-zone';

/** Where the report went, or why it did not. */
const emailed = (s: SignOffEntryFieldsFragment) =>
  s.emailedTo.length ? `Emailed to ${s.emailedTo.join(', ')}` : (s.emailProblem ?? 'Not emailed');

/**
 * One sign-off in a list: who signed or declined, when, on whose screen, where the report went, and its PDF; `job`
 * names the job first where the list is not a job's own (a customer's or a unit's service reports).
 */
export function SignOffEntry({ signOff: s, job }: { signOff: SignOffEntryFieldsFragment; job?: ReactNode }) {
  const timeZone = useTimeZone();
  const who = s.outcome === 'signed' ? `Signed by ${s.signerName}` : `Declined by ${s.signerName}`;
  return (
    <Entry
      aria-label={who}
      title={job ?? (s.outcome === 'signed' ? who : `${who}: ${s.declineReason ?? ''}`)}
      meta={[
        job ? (s.outcome === 'signed' ? who : `${who}: ${s.declineReason ?? ''}`) : null,
        formatDateTime(s.signedAt, timeZone),
        s.recordedBy ? `on ${s.recordedBy.name}'s screen` : null,
        emailed(s),
      ]
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
  );
}
