import { DEFAULT_HOURS, HOURS_CHOICES, PART_QUANTITY_CHOICES } from '@rules/job-charges';
import { JOB_STATUSES } from '@rules/job-status';
import { formatAud } from '@rules/money';
import { Button, Card, EntryList, FileTrigger, Form, type Key, Select, Stack, TextArea, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import type { SavedJob, SavedPriceItem } from '../cache/device-copy';
import { ChangeRow } from '../outbox/ChangeRow';
import { type Change, type ChangeInput, statusLabel } from '../outbox/changes';
import { queueChange } from '../outbox/sync';
import { useOutbox } from '../outbox/use-outbox';
import * as css from './offline.css';

const HOURS_OPTIONS = HOURS_CHOICES.map((h) => ({ id: String(h), label: `${h} h` }));
const QUANTITY_OPTIONS = PART_QUANTITY_CHOICES.map((q) => ({ id: String(q), label: String(q) }));
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

function NoteForm({ userId, jobId }: { userId: string; jobId: string }) {
  const [text, setText] = useState('');
  const { pending, queue } = useQueued(userId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void queue({ kind: 'note', jobId, text: text.trim() }, () => setText(''));
  };
  return (
    <Form onSubmit={submit}>
      <TextArea label="Add a note" value={text} onChange={setText} rows={3} />
      <Button type="submit" variant="primary" isDisabled={pending || !text.trim()}>
        Add Note
      </Button>
    </Form>
  );
}

function HoursForm({ userId, jobId, isDisabled }: { userId: string; jobId: string; isDisabled: boolean }) {
  const [hours, setHours] = useState<Key>(String(DEFAULT_HOURS));
  const [description, setDescription] = useState('');
  const { pending, queue } = useQueued(userId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void queue({ kind: 'hours', jobId, hours: Number(hours), description: description.trim() || undefined }, () => {
      setHours(String(DEFAULT_HOURS));
      setDescription('');
    });
  };
  return (
    <Form onSubmit={submit}>
      <div className={css.formRow}>
        <Select
          label="Hours"
          items={HOURS_OPTIONS}
          value={hours}
          onChange={(k) => setHours(k ?? String(DEFAULT_HOURS))}
          isDisabled={isDisabled}
        />
        <TextField label="What was done" value={description} onChange={setDescription} isDisabled={isDisabled} />
      </div>
      <Button type="submit" variant="primary" isDisabled={isDisabled || pending}>
        Add Hours
      </Button>
    </Form>
  );
}

function PartForm({
  userId,
  jobId,
  priceList,
  isDisabled,
}: {
  userId: string;
  jobId: string;
  priceList: SavedPriceItem[];
  isDisabled: boolean;
}) {
  const [itemId, setItemId] = useState<Key | null>(null);
  const [quantity, setQuantity] = useState<Key>('1');
  const { pending, queue } = useQueued(userId);
  const item = priceList.find((p) => p.id === itemId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!item) return;
    void queue({ kind: 'part', jobId, partName: item.name, quantity: Number(quantity), unitAmountCents: item.unitAmountCents }, () => {
      setItemId(null);
      setQuantity('1');
    });
  };
  const items = priceList.map((p) => ({ id: p.id, label: `${p.name} — ${formatAud(p.unitAmountCents)}` }));
  return (
    <Form onSubmit={submit}>
      <div className={css.formRow}>
        <Select
          label="Part from the saved price list"
          items={items}
          value={itemId}
          onChange={setItemId}
          isDisabled={isDisabled || !items.length}
          description={items.length ? undefined : 'The saved price list is empty'}
        />
        <Select
          label="Quantity"
          items={QUANTITY_OPTIONS}
          value={quantity}
          onChange={(k) => setQuantity(k ?? '1')}
          isDisabled={isDisabled}
        />
      </div>
      {item ? (
        <p
          className={css.muted}
        >{`${quantity} × ${formatAud(item.unitAmountCents)} = ${formatAud(item.unitAmountCents * Number(quantity))}`}</p>
      ) : null}
      <Button type="submit" variant="primary" isDisabled={isDisabled || pending || !item}>
        Add Part
      </Button>
    </Form>
  );
}

function PhotoForm({ userId, jobId }: { userId: string; jobId: string }) {
  const { pending, queue } = useQueued(userId);
  return (
    <FileTrigger
      acceptedFileTypes={['image/*']}
      allowsMultiple
      isDisabled={pending}
      onSelect={(files) => {
        void (async () => {
          for (const file of files) await queue({ kind: 'photo', jobId, photo: file, filename: file.name });
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

/**
 * Work on a saved job with no network: notes, hours, parts priced from the saved price list, photos, a status change
 * and Complete, each kept in the outbox at once and listed here as waiting until it is sent. A job completed here
 * takes no more hours, parts or status changes (as online); notes and photos still go.
 */
export function OfflineWork({ userId, job, priceList }: { userId: string; job: SavedJob; priceList: SavedPriceItem[] }) {
  const changes = useOutbox() ?? [];
  const status = statusOnDevice(job, changes);
  const closed = status === 'done' || status === 'cancelled';
  const mine = changes.filter((c) => c.jobId === job.id && c.state !== 'sent');
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
      <Card title="Add to this job" headingLevel={2}>
        <Stack>
          <NoteForm userId={userId} jobId={job.id} />
          <HoursForm userId={userId} jobId={job.id} isDisabled={closed} />
          <PartForm userId={userId} jobId={job.id} priceList={priceList} isDisabled={closed} />
          <PhotoForm userId={userId} jobId={job.id} />
        </Stack>
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
