import { JOB_STATUS_LABELS, type JobStatusValue } from '@rules/job-status';
import { formatAud } from '@rules/money';

// What the outbox can carry: the technician's writes to a job, each sent to its REST route. A change gets its
// idempotency key when it is made, so however often it is sent the server applies it once.

export type ChangeState = 'waiting' | 'sending' | 'sent' | 'needs-attention';

export type ChangeInput =
  | { kind: 'note'; jobId: string; text: string }
  | { kind: 'hours'; jobId: string; hours: number; description?: string }
  | { kind: 'part'; jobId: string; partName: string; quantity: number; unitAmountCents?: number }
  | { kind: 'photo'; jobId: string; photo: Blob; filename: string }
  | { kind: 'status'; jobId: string; status: string; fromStatus: string }
  | { kind: 'complete'; jobId: string; notes?: string; fromStatus?: string };

/** The job as the server has it now, read when a change to it was refused: the other side of a conflict. */
export type ServerSide = { status: string; title: string } | { gone: true };

export type Change = ChangeInput & {
  /** The order changes were made in (IndexedDB's key). */
  seq?: number;
  /** The Idempotency-Key sent with every attempt. */
  key: string;
  /** Whose change: only they send it (sign-out wipes the outbox anyway). */
  userId: string;
  /** A few words for the outbox list and the job page. */
  label: string;
  state: ChangeState;
  madeAt: string;
  sentAt?: string;
  /** Why it needs attention: the server's answer, shown as it is. */
  problem?: string;
  /** For a refused change: the job as the server had it then (null when it could not be read). */
  server?: ServerSide | null;
};

/** The request a change is sent as. */
export function requestOf(change: ChangeInput): { method: string; path: string; body: string | FormData; json: boolean } {
  const job = `/api/jobs/${encodeURIComponent(change.jobId)}`;
  const json = (method: string, path: string, body: unknown) => ({ method, path, body: JSON.stringify(body), json: true });
  switch (change.kind) {
    case 'note':
      return json('POST', `${job}/notes`, { text: change.text });
    case 'hours':
      return json('POST', `${job}/hours`, { hours: change.hours, description: change.description });
    case 'part':
      return json('POST', `${job}/parts`, { partName: change.partName, quantity: change.quantity });
    case 'status':
      return json('PUT', job, { status: change.status, fromStatus: change.fromStatus });
    case 'complete':
      return json('POST', `${job}/complete`, {
        ...(change.notes ? { notes: change.notes } : {}),
        ...(change.fromStatus ? { fromStatus: change.fromStatus } : {}),
      });
    case 'photo': {
      const form = new FormData();
      form.append('photo', change.photo, change.filename);
      return { method: 'POST', path: `${job}/photos`, body: form, json: false };
    }
  }
}

/** A status as people read it ('In Progress'). */
export const statusLabel = (status: string) => JOB_STATUS_LABELS[status as JobStatusValue] ?? status;

/** How the outbox names a change. */
export function labelOf(change: ChangeInput): string {
  switch (change.kind) {
    case 'note':
      return `Note: ${change.text.length > 60 ? `${change.text.slice(0, 60)}…` : change.text}`;
    case 'hours':
      return `Hours: ${change.hours}${change.description ? ` — ${change.description}` : ''}`;
    case 'part':
      return `Part: ${change.quantity} × ${change.partName}${change.unitAmountCents === undefined ? '' : ` at ${formatAud(change.unitAmountCents)} = ${formatAud(change.unitAmountCents * change.quantity)}`}`;
    case 'photo':
      return `Photo: ${change.filename}`;
    case 'status':
      return `Status: ${statusLabel(change.status)}`;
    case 'complete':
      return 'Complete the job';
  }
}

export const STATE_LABELS: Record<ChangeState, string> = {
  waiting: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  'needs-attention': 'Needs attention',
};
