/**
 * Work a request starts but does not wait for (the password-reset email, sent after the answer so the answer does
 * not tell how long sending took). A failure is logged, never thrown at anyone. Stopping the app waits for what is
 * still running, and tests wait for it the same way instead of guessing how long it takes.
 */
export interface Background {
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves once everything started so far has finished. */
  settled(): Promise<void>;
}

export function backgroundWork(log: (err: unknown, what: string) => void): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, work) {
      const task: Promise<unknown> = Promise.resolve()
        .then(work)
        .catch((err) => log(err, what))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
