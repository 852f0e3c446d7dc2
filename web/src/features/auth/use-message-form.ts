import { type FormEvent, useState } from 'react';

/**
 * A signed-out form that posts to a REST route answering `{ message }` (forgot password, reset password): while it
 * is pending, the answer's message once it succeeded, else the error text (`failure` when the answer has none).
 */
export function useMessageForm(failure: string) {
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** `send` makes the call (lib/rest.ts's answerOf over the route's POST). */
  async function submit(e: FormEvent, send: () => Promise<{ message: string }>) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      setAnswer((await send()).message);
    } catch (err) {
      setError((err as Error | null)?.message || failure);
    } finally {
      setLoading(false);
    }
  }

  return { loading, answer, error, submit };
}
