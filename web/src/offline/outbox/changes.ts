// What the outbox can carry: the technician's writes to a job, each sent to its REST route. A change gets its
// idempotency key when it is made, so however often it is sent the server applies it once.

export type ChangeState = 'waiting' | 'sending' | 'sent' | 'needs-attention';

export type ChangeInput =
  | { kind: 'note'; jobId: string; text: string }
  | { kind: 'hours'; jobId: string; hours: number; description?: string }
  | { kind: 'part'; jobId: string; partName: string; quantity: number }
  | { kind: 'photo'; jobId: string; photo: Blob; filename: string }
  | { kind: 'status'; jobId: string; status: string; fromStatus: string }
  | { kind: 'complete'; jobId: string; notes?: string };

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
      return json('POST', `${job}/complete`, change.notes ? { notes: change.notes } : {});
    case 'photo': {
      const form = new FormData();
      form.append('photo', change.photo, change.filename);
      return { method: 'POST', path: `${job}/photos`, body: form, json: false };
    }
  }
}

/** How the outbox names a change. */
export function labelOf(change: ChangeInput): string {
  switch (change.kind) {
    case 'note':
      return `Note: ${change.text.length > 60 ? `${change.text.slice(0, 60)}…` : change.text}`;
    case 'hours':
      return `Hours: ${change.hours}${change.description ? ` — ${change.description}` : ''}`;
    case 'part':
      return `Part: ${change.quantity} × ${change.partName}`;
    case 'photo':
      return `Photo: ${change.filename}`;
    case 'status':
      return `Status: ${change.status.replace('_', ' ')}`;
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
