import { JOB_STATUSES } from '@rules/job-status';
import { formatAud } from '@rules/money';
import { formatDateTime } from '@rules/zoned-time';
import { Badge, Button, Card, Entry, EntryList, FileTrigger, Form, type Key, Select, Stack, TextArea } from '@spanner/design-system';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  EntryActions,
  HoursForm,
  type HoursFormValues,
  hoursText,
  NoteForm,
  PartForm,
  type PartFormValues,
  type PartPickerProps,
} from '../../kit/entry-forms';
import type { SavedJob, SavedPriceItem } from '../../offline/cache/device-copy';
import { ChangeRow } from '../../offline/outbox/ChangeRow';
import {
  type Change,
  type ChangeInput,
  type EntryValues,
  type HoursValues,
  type PartValues,
  statusLabel,
} from '../../offline/outbox/changes';
import { photoToKeep } from '../../offline/outbox/photo-to-keep';
import { deleteEntry, type EntryTarget, editEntry, queueChange } from '../../offline/outbox/sync';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { type DeviceEntry, entriesOnDevice } from './entries-on-device';
import * as css from './offline.css';

/** Statuses a technician can move a job to by hand: Done only through Complete. */
const STATUS_OPTIONS = JOB_STATUSES.filter((s) => s !== 'done').map((s) => ({ id: s, label: statusLabel(s) }));

/**
 * The job's status as this device sees it: the saved status, moved on by the status changes and completion still in
 * the outbox (a refused one moved nothing). Each new change is made from it (`fromStatus`).
 */
export function statusOnDevice(job: SavedJob, changes: Change[]): string {
  let status = job.status;
  for (const c of changes) {
    if (c.jobId !== job.id || c.state === 'needs-attention') continue;
    if (c.kind === 'status') status = c.status;
    if (c.kind === 'complete') status = 'done';
  }
  return status;
}

/**
 * A small form's submit: queue, then clear; the button is disabled while the change is kept (a moment). No pending
 * spinner: its announcement would outlive the screen it was made on.
 */
function useQueued(userId: string) {
  const [pending, setPending] = useState(false);
  const queue = async (input: ChangeInput, after?: () => void) => {
    setPending(true);
    try {
      await queueChange(userId, input);
      after?.();
    } finally {
      setPending(false);
    }
  };
  return { pending, queue };
}

/** The saved price list as a part form's picker: its items by name, and an unpriced part's own name when editing one. */
function savedPicker(priceList: SavedPriceItem[]) {
  return function SavedPartPicker({ value, onChange, isDisabled, className }: PartPickerProps) {
    const items = priceList.map((p) => ({ id: p.name, label: `${p.name} — ${formatAud(p.unitAmountCents)}` }));
    if (value && !priceList.some((p) => p.name === value)) items.push({ id: value, label: `${value} (not on the price list)` });
    return (
      <Select
        label="Part from the saved price list"
        items={items}
        value={value || null}
        onChange={(k) => onChange(k == null ? '' : String(k))}
        isDisabled={isDisabled || !items.length}
        description={items.length ? undefined : 'The saved price list is empty'}
        className={className}
      />
    );
  };
}

/** A part's values with its unit price from the saved price list (none when it is not on it: charged $0). */
function pricedFrom(priceList: SavedPriceItem[]) {
  return (v: PartFormValues): PartValues => ({ ...v, unitAmountCents: priceList.find((p) => p.name === v.partName)?.unitAmountCents });
}

/** '2 × $45.00 = $90.00', or that the part is not on the saved price list. */
function priceHint(priceList: SavedPriceItem[]) {
  return ({ partName, quantity }: PartFormValues) => {
    const item = priceList.find((p) => p.name === partName);
    return item
      ? `${quantity} × ${formatAud(item.unitAmountCents)} = ${formatAud(item.unitAmountCents * quantity)}`
      : 'Not on the saved price list: charged $0';
  };
}

const hoursValues = (v: HoursFormValues): HoursValues => ({ hours: v.hours, description: v.description ?? undefined });
const hoursTitle = (v: HoursValues) => `${hoursText(v.hours)}${v.description ? ` – ${v.description}` : ''}`;
const noteName = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Who wrote an entry and when, or that it was made on this device. */
function metaOf(entry: DeviceEntry<unknown>, timeZone: string) {
  return entry.by === null && entry.target.addSeq !== undefined
    ? `Made on this device · ${formatDateTime(entry.createdAt, timeZone)}`
    : [entry.by, formatDateTime(entry.createdAt, timeZone)].filter(Boolean).join(' · ');
}

const waitingBadge = (entry: DeviceEntry<unknown>) => (entry.waiting ? <Badge tone="yellow">Waiting to send</Badge> : null);

/** What the delete dialog says offline: the removal goes through the outbox. */
const removedLater = (name: string) => `${name} is removed from the job diary, sent when this device has signal.`;

function PhotoForm({ userId, jobId }: { userId: string; jobId: string }) {
  const { pending, queue } = useQueued(userId);
  return (
    <FileTrigger
      acceptedFileTypes={['image/*']}
      allowsMultiple
      isDisabled={pending}
      onSelect={(files) => {
        void (async () => {
          for (const file of files) await queue({ kind: 'photo', jobId, ...(await photoToKeep(file, file.name)) });
        })();
      }}
    >
      Add photos
    </FileTrigger>
  );
}

function StatusForm({ userId, jobId, status }: { userId: string; jobId: string; status: string }) {
  const [next, setNext] = useState<Key | null>(null);
  const { pending, queue } = useQueued(userId);
  const options = STATUS_OPTIONS.filter((o) => o.id !== status);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (next) void queue({ kind: 'status', jobId, status: String(next), fromStatus: status }, () => setNext(null));
  };
  return (
    <Form onSubmit={submit}>
      <Select label="Change status to" items={options} value={next} onChange={setNext} />
      <Button type="submit" variant="secondary" isDisabled={pending || !next}>
        Change Status
      </Button>
    </Form>
  );
}

function CompleteForm({ userId, jobId, status }: { userId: string; jobId: string; status: string }) {
  const [notes, setNotes] = useState('');
  const { pending, queue } = useQueued(userId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void queue({ kind: 'complete', jobId, notes: notes.trim() || undefined, fromStatus: status }, () => setNotes(''));
  };
  return (
    <Form onSubmit={submit}>
      <TextArea label="Completion summary (optional)" value={notes} onChange={setNotes} rows={2} />
      <Button type="submit" variant="primary" isDisabled={pending}>
        Complete Job
      </Button>
    </Form>
  );
}

/** The saved job's entries of one kind, each with Edit and Delete (through the outbox) while the job is open. */
function Entries<V>({
  label,
  entries,
  closed,
  timeZone,
  title,
  aside,
  actions,
}: {
  label: string;
  entries: DeviceEntry<V>[];
  closed: boolean;
  timeZone: string;
  title: (values: V) => string;
  aside?: (values: V) => string | null;
  actions: (entry: DeviceEntry<V>) => ReactNode;
}) {
  if (!entries.length) return null;
  return (
    <EntryList aria-label={label}>
      {entries.map((e) => (
        <Entry
          key={e.target.entryId ?? `seq-${e.target.addSeq}`}
          title={<span className={css.noteText}>{title(e.values)}</span>}
          meta={[metaOf(e, timeZone), aside?.(e.values)].filter(Boolean).join(' · ')}
          aside={waitingBadge(e)}
          actions={closed ? null : actions(e)}
        />
      ))}
    </EntryList>
  );
}

/**
 * Work on a saved job with no network: notes, hours and parts (priced from the saved price list) added, corrected and
 * removed, photos, a status change and Complete, each kept in the outbox at once and shown as waiting until it is
 * sent. A job completed here takes no more hours, parts, corrections or status changes (as online); notes and photos
 * still go.
 */
export function OfflineWork({
  userId,
  job,
  priceList,
  timeZone,
  savedAt,
}: {
  userId: string;
  job: SavedJob;
  priceList: SavedPriceItem[];
  timeZone: string;
  savedAt: string;
}) {
  const changes = useOutbox() ?? [];
  const status = statusOnDevice(job, changes);
  const closed = status === 'done' || status === 'cancelled';
  const mine = changes.filter((c) => c.jobId === job.id && c.state !== 'sent');
  const entries = entriesOnDevice(job, changes, savedAt);
  const queue = (input: ChangeInput) => queueChange(userId, input).then(() => {});
  const edit = (entry: { target: EntryTarget; values: EntryValues }, values: EntryValues) =>
    editEntry(userId, entry.target, values, entry.values);
  const remove = (target: EntryTarget, what: string) => deleteEntry(userId, target, what);
  const picker = savedPicker(priceList);
  const priced = pricedFrom(priceList);
  const totalHours = entries.hours.reduce((sum, h) => sum + h.values.hours, 0);
  return (
    <>
      <Card title="Waiting to send" headingLevel={2}>
        {mine.length ? (
          <EntryList aria-label="Waiting to send">
            {mine.map((c) => (
              <ChangeRow key={c.seq} change={c} />
            ))}
          </EntryList>
        ) : (
          <p className={css.muted}>Nothing from this device is waiting for this job.</p>
        )}
      </Card>
      <Card title="Notes" headingLevel={2}>
        <Stack>
          <NoteForm quiet label="Add a note" submitLabel="Add Note" onSubmit={(text) => queue({ kind: 'note', jobId: job.id, text })} />
          {entries.note.length ? null : <p className={css.muted}>No notes</p>}
          <Entries
            label="Notes"
            entries={entries.note}
            closed={closed}
            timeZone={timeZone}
            title={(v) => v.text}
            actions={(e) => (
              <EntryActions
                noun="note"
                name={noteName(e.values.text)}
                deletedMessage="Note deleted — waiting to send"
                deleteText={removedLater(noteName(e.values.text))}
                editForm={(close) => (
                  <NoteForm
                    quiet
                    initial={e.values.text}
                    label="Note"
                    submitLabel="Save"
                    onSubmit={async (text) => {
                      await edit(e, { text });
                      close();
                    }}
                  />
                )}
                onDelete={() => remove(e.target, noteName(e.values.text))}
              />
            )}
          />
        </Stack>
      </Card>
      <Card title="Hours" description={`Total ${hoursText(totalHours)}`} headingLevel={2}>
        <Stack>
          <HoursForm
            quiet
            submitLabel="Add Hours"
            isDisabled={closed}
            onSubmit={(v) => queue({ kind: 'hours', jobId: job.id, ...hoursValues(v) })}
          />
          <Entries
            label="Hours"
            entries={entries.hours}
            closed={closed}
            timeZone={timeZone}
            title={hoursTitle}
            actions={(e) => (
              <EntryActions
                noun="hours"
                name={hoursTitle(e.values)}
                deletedMessage="Hours deleted — waiting to send"
                deleteText={removedLater(hoursTitle(e.values))}
                editForm={(close) => (
                  <HoursForm
                    quiet
                    initial={e.values}
                    submitLabel="Save"
                    onSubmit={async (v) => {
                      await edit(e, hoursValues(v));
                      close();
                    }}
                  />
                )}
                onDelete={() => remove(e.target, hoursTitle(e.values))}
              />
            )}
          />
        </Stack>
      </Card>
      <Card title="Parts" headingLevel={2}>
        <Stack>
          <PartForm
            quiet
            submitLabel="Add Part"
            isDisabled={closed}
            picker={picker}
            hint={priceHint(priceList)}
            onSubmit={(v) => queue({ kind: 'part', jobId: job.id, ...priced(v) })}
          />
          <Entries
            label="Parts"
            entries={entries.part}
            closed={closed}
            timeZone={timeZone}
            title={(v) => `${v.quantity} × ${v.partName}`}
            aside={(v) => (v.unitAmountCents === undefined ? 'Unpriced ($0)' : formatAud(v.unitAmountCents * v.quantity))}
            actions={(e) => (
              <EntryActions
                noun="part"
                name={e.values.partName}
                deletedMessage="Part deleted — waiting to send"
                deleteText={removedLater(e.values.partName)}
                editForm={(close) => (
                  <PartForm
                    quiet
                    initial={e.values}
                    submitLabel="Save"
                    picker={picker}
                    hint={priceHint(priceList)}
                    onSubmit={async (v) => {
                      await edit(e, priced(v));
                      close();
                    }}
                  />
                )}
                onDelete={() => remove(e.target, e.values.partName)}
              />
            )}
          />
        </Stack>
      </Card>
      <Card title="Photos" headingLevel={2}>
        <PhotoForm userId={userId} jobId={job.id} />
      </Card>
      {closed ? null : (
        <Card title="Status" headingLevel={2}>
          <Stack>
            <StatusForm userId={userId} jobId={job.id} status={status} />
            <CompleteForm userId={userId} jobId={job.id} status={status} />
          </Stack>
        </Card>
      )}
    </>
  );
}
