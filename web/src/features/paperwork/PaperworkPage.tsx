import { useQuery } from '@apollo/client/react';
import { formatDateTime, formatLongDay } from '@rules/zoned-time';
import { Badge, Card, EmptyState, Entry, EntryList, Link, PageHeader, Skeleton, Stack } from '@spanner/design-system';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import { PaperworkQuery } from './docs';

/** "1 of 2 workers signed", or that nobody is on the sheet yet. */
export function signedWords(workers: number, signed: number): string {
  if (workers === 0) return 'No workers on the sheet yet';
  return `${signed} of ${workers} worker${workers === 1 ? '' : 's'} signed`;
}

/** A certificate's days left, as its badge says them. */
export function daysText(daysLeft: number): string {
  if (daysLeft === 0) return 'Due today';
  if (daysLeft > 0) return `Due in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return `Overdue by ${-daysLeft} day${daysLeft === -1 ? '' : 's'}`;
}

/**
 * /paperwork (seeFormReports): the paperwork still to do — certificates to send (the NSW CCEW, 7 days after its test)
 * and safe work method statements not yet signed.
 */
export function PaperworkPage() {
  const timeZone = useTimeZone();
  const { data, loading, error, refetch } = useQuery(PaperworkQuery, { fetchPolicy: 'cache-and-network' });
  const unsigned = data?.unsignedSwms ?? [];
  const certificates = data?.certificatesDue ?? [];
  return (
    <>
      <PageHeader title="Paperwork" subtitle="Certificates to send and statements to sign" />
      {!data && loading ? (
        <Skeleton shape="rect" height={240} />
      ) : !data ? (
        <LoadFailure title="Failed to load paperwork" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="4">
          <Card title="Certificates to send" headingLevel={2}>
            {certificates.length === 0 ? (
              <EmptyState
                title="No certificates to send"
                description="A NSW certificate of compliance shows here from its test date until it is emailed (due within 7 days)."
              />
            ) : (
              <EntryList aria-label="Certificates to send">
                {certificates.map((c) => (
                  <Entry
                    key={c.id}
                    aria-label={`CCEW: ${c.jobTitle}`}
                    title={<Link href={`/jobs/${c.jobId}/forms/${c.id}`}>{c.jobTitle}</Link>}
                    meta={[
                      c.customer,
                      c.serial ? `CCEW ${c.serial}` : 'CCEW',
                      `tested ${formatLongDay(c.testedOn)}`,
                      c.status === 'draft' ? 'not submitted yet' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    aside={<Badge tone={c.daysLeft < 0 ? 'red' : c.daysLeft <= 2 ? 'yellow' : 'grey'}>{daysText(c.daysLeft)}</Badge>}
                  />
                ))}
              </EntryList>
            )}
          </Card>
          <Card title="SWMS not yet signed" headingLevel={2}>
            {unsigned.length === 0 ? (
              <EmptyState
                title="Every SWMS is signed"
                description="A safe work method statement shows here while it is a draft on a job still to be done."
              />
            ) : (
              <EntryList aria-label="SWMS not yet signed">
                {unsigned.map((s) => (
                  <Entry
                    key={s.id}
                    aria-label={`${s.template}: ${s.jobTitle}`}
                    title={<Link href={`/jobs/${s.jobId}/forms/${s.id}`}>{s.jobTitle}</Link>}
                    meta={[
                      s.customer,
                      s.scheduledAt ? formatDateTime(s.scheduledAt, timeZone) : 'Not scheduled',
                      s.technicians.length ? s.technicians.join(', ') : 'No technician',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    aside={<Badge tone={s.signed === 0 ? 'red' : 'yellow'}>{signedWords(s.workers, s.signed)}</Badge>}
                  />
                ))}
              </EntryList>
            )}
          </Card>
        </Stack>
      )}
    </>
  );
}
