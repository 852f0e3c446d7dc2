import { type FormEvent, useState } from 'react';
import { api } from '../../lib/http';

/**
 * A signed-out form that posts to a REST route answering `{ message }` (forgot password, reset password): while it
 * is pending, the answer's message once it succeeded, else the error text (`failure` when the answer has none).
 */
export function useMessageForm(path: string, failure: string) {
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent, body: unknown) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      setAnswer((await api<{ message: string }>('POST', path, body)).message);
    } catch (err) {
      setError((err as Error | null)?.message || failure);
    } finally {
      setLoading(false);
    }
  }

  return { loading, answer, error, submit };
}
