/**
 * pg-boss 10.4's own worker (the one its clock uses to send a schedule's jobs, `__pgboss__send-it`) calls `complete`
 * and `fail` without awaiting them (manager.js `work` → `onFetch`). When the database connection drops at that
 * moment the rejection is unhandled and Node ends the process: an API or worker process died with PostgreSQL's
 * restart instead of waiting it out (faults.test.ts caught it). Only those two calls' rejections are logged and let
 * pass; the job they could not record is brought back by its lease. Every other unhandled rejection still ends the
 * process, as Node's default does.
 */
export function outliveQueueFloatingRejections(log: (err: unknown, message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (isQueueFloatingRejection(reason)) {
      log(reason, 'job queue: pg-boss could not record a job of its own (the database went away); its lease brings it back');
      return;
    }
    throw reason;
  });
}

export function isQueueFloatingRejection(reason: unknown): boolean {
  const stack = reason instanceof Error ? (reason.stack ?? '') : '';
  return /pg-boss[\\/]src[\\/]/.test(stack) && /Manager\.(complete|fail)\b/.test(stack);
}
