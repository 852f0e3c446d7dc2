import { toast } from '@spanner/design-system';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';

/**
 * Add or save a job entry (note, hours, part), then refresh the job. On failure a toast titled `failure` with the
 * server's reason, and the error goes on, so the form that asked keeps what was typed (and an edit dialog stays open).
 */
export async function changeEntry<R extends { __typename: string }>(
  failure: string,
  mutate: () => Promise<R | null | undefined>,
  onChanged: () => Promise<unknown>,
): Promise<void> {
  try {
    unwrap(await mutate(), failure);
    await onChanged();
  } catch (err) {
    toast.error(failure, messageOf(err, ''));
    throw err;
  }
}

export { useEntrySubmit } from '../../../kit/entry-forms';
