import { JOB_STATUS_LABELS, JOB_TYPE_LABELS, type JobStatusValue, type JobTypeValue } from '@rules/job-status';
import { jobStatusTone } from '@rules/status-tones';
import { formatDateTime, formatLongDate } from '@rules/zoned-time';
import { Badge, Card, DescriptionList, EmptyState, Link, PageHeader, Stack } from '@spanner/design-system';
import { mapSearchUrl, telHref } from '../../lib/contact-links';
import type { DeviceCopy, SavedJob, SavedNote, SavedUnit } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { formOnDevice } from '../../offline/outbox/form-changes';
import { signOffOnDevice } from '../../offline/outbox/sign-off-changes';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { DeviceFormBadges } from './DeviceFormBadges';
import { OfflineWork, statusOnDevice } from './OfflineWork';
import * as css from './offline.css';

const statusLabel = (status: string) => JOB_STATUS_LABELS[status as JobStatusValue] ?? status;
const typeLabel = (type: string | null) => (type ? (JOB_TYPE_LABELS[type as JobTypeValue] ?? type) : null);

function Notes({ notes, timeZone, withJob }: { notes: (SavedNote & { jobTitle?: string })[]; timeZone: string; withJob?: boolean }) {
  if (!notes.length) return <p className={css.muted}>No notes</p>;
  return (
    <ul className={css.list}>
      {notes.map((n) => (
        <li key={n.id}>
          <p className={css.noteText}>{n.text}</p>
          <p className={css.muted}>
            {[n.author, formatDateTime(n.createdAt, timeZone), withJob ? n.jobTitle : null].filter(Boolean).join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Unit({ unit, timeZone }: { unit: SavedUnit; timeZone: string }) {
  return (
    <Card title={unit.name} headingLevel={3}>
      <Stack>
        <DescriptionList
          items={[
            !!unit.equipmentType && { term: 'Type', value: unit.equipmentType },
            !!(unit.make || unit.model) && { term: 'Make and model', value: [unit.make, unit.model].filter(Boolean).join(' ') },
            !!unit.serial && { term: 'Serial', value: unit.serial },
            unit.meterHours != null && { term: 'Hour meter', value: `${unit.meterHours} h` },
            !!unit.lastServiceAt && { term: 'Last service', value: formatLongDate(unit.lastServiceAt, timeZone) },
            !!unit.nextServiceDueAt && { term: 'Next service due', value: formatLongDate(unit.nextServiceDueAt, timeZone) },
            !!unit.notes && { term: 'Notes', value: <span className={css.noteText}>{unit.notes}</span> },
          ]}
        />
        <h4>Service history</h4>
        {unit.history.length ? (
          <ul className={css.list}>
            {unit.history.map((h) => (
              <li key={h.id}>
                {h.scheduledAt ? formatLongDate(h.scheduledAt, timeZone) : 'Not scheduled'} · {h.title} · {statusLabel(h.status)}
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>No earlier visits</p>
        )}
        <h4>Recent notes</h4>
        <Notes notes={unit.recentNotes} timeZone={timeZone} withJob />
      </Stack>
    </Card>
  );
}

function Customer({ customer }: { customer: NonNullable<SavedJob['customer']> }) {
  return (
    <Card title="Customer" headingLevel={2} aria-label="Customer">
      <Stack>
        <DescriptionList
          items={[
            { term: 'Name', value: customer.name },
            !!customer.contactName && { term: 'Contact', value: customer.contactName },
            { term: 'Address', value: customer.address },
            !!customer.phone && { term: 'Phone', value: <Link href={telHref(customer.phone)}>{customer.phone}</Link> },
            !!customer.notes && { term: 'Notes', value: <span className={css.noteText}>{customer.notes}</span> },
          ]}
        />
        <div className={css.actions}>
          {customer.address ? (
            <Link href={mapSearchUrl(customer.address)} target="_blank" rel="noopener">
              Navigate
            </Link>
          ) : null}
          {customer.phone ? <Link href={telHref(customer.phone)}>Call {customer.contactName ?? customer.name}</Link> : null}
        </div>
      </Stack>
    </Card>
  );
}

/** The job's forms as this device has them: each opens to be filled; one submitted or kept here and not sent says so. */
function Forms({ job, changes }: { job: SavedJob; changes: Change[] }) {
  return (
    <Card title="Forms" headingLevel={2}>
      <ul className={css.list} aria-label="Forms">
        {(job.forms ?? []).map((f) => (
          <li key={f.id} className={css.actions}>
            <Link href={`/jobs/${job.id}/forms/${f.id}`}>{f.templateName}</Link>
            <DeviceFormBadges required={f.required} onDevice={formOnDevice(f, changes, f.id)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The customer's sign-off: taken on this device (and whether it is sent yet), or the way to take it. */
function SignOff({ job, changes, timeZone }: { job: SavedJob; changes: Change[]; timeZone: string }) {
  const taken = signOffOnDevice(changes, job.id);
  return (
    <Card title="Customer sign-off" headingLevel={2}>
      <Stack>
        {taken ? (
          <p className={css.actions}>
            <span>
              {taken.outcome === 'signed' ? `Signed by ${taken.signerName}` : `${taken.signerName} declined to sign`} on this phone,{' '}
              {formatDateTime(taken.signedAt, timeZone)}
            </span>
            {taken.state === 'sent' ? <Badge tone="green">Sent</Badge> : <Badge tone="yellow">Waiting to send</Badge>}
          </p>
        ) : (
          <p className={css.muted}>The customer reads the service report on this phone and signs it, or declines.</p>
        )}
        <Link href={`/jobs/${job.id}/sign-off`}>{taken ? 'Sign off again' : 'Customer sign-off'}</Link>
      </Stack>
    </Card>
  );
}

/** The job's status on this device; one moved by a change still waiting says so. */
function StatusBadge({ saved, now }: { saved: string; now: string }) {
  return (
    <>
      <Badge tone={jobStatusTone(now)}>{statusLabel(now)}</Badge>
      {now === saved ? null : <Badge tone="yellow">Waiting to send</Badge>}
    </>
  );
}

/** A job's address on a device that has not saved it. */
export function JobNotSaved() {
  return (
    <EmptyState
      title="This job is not saved on this device"
      description="Only your jobs for today and the next 7 days are kept offline."
      action={<Link href="/">Back to your saved schedule</Link>}
    />
  );
}

/**
 * A saved job: what the visit needs, the customer with Navigate and Call, each unit's history and notes, and the
 * technician's work on it (OfflineWork), kept in the outbox. Its status is the device's: moved by changes waiting.
 */
export function OfflineJob({ copy, jobId }: { copy: DeviceCopy; jobId: string }) {
  const job = copy.jobs.find((j) => j.id === jobId);
  const changes = useOutbox();
  if (!job) return <JobNotSaved />;
  return (
    <Stack>
      <PageHeader
        title={job.title}
        back={{ href: '/', label: 'Saved schedule' }}
        subtitle={[job.scheduledAt ? formatDateTime(job.scheduledAt, copy.timeZone) : 'Not scheduled', typeLabel(job.jobType)]
          .filter(Boolean)
          .join(' · ')}
        badges={<StatusBadge saved={job.status} now={statusOnDevice(job, changes ?? [])} />}
      />
      {job.forms?.length ? <Forms job={job} changes={changes ?? []} /> : null}
      {job.status === 'cancelled' ? null : <SignOff job={job} changes={changes ?? []} timeZone={copy.timeZone} />}
      <OfflineWork userId={copy.userId} job={job} priceList={copy.priceList} timeZone={copy.timeZone} savedAt={copy.savedAt} />
      {job.customer ? <Customer customer={job.customer} /> : null}
      {job.description ? (
        <Card title="Description" headingLevel={2}>
          <p className={css.noteText}>{job.description}</p>
        </Card>
      ) : null}
      {job.equipment.length ? (
        <section aria-labelledby="saved-equipment">
          <h2 id="saved-equipment">Equipment</h2>
          <Stack>
            {job.equipment.map((unit) => (
              <Unit key={unit.id} unit={unit} timeZone={copy.timeZone} />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
