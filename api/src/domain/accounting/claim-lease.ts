/**
 * A ledger row's claim older than this is a crashed worker's, and another may take the row over; the push job's lease
 * is as long. In a module of its own: the ledger and the job kinds both read it when they load, and they import each
 * other through the webhook events (a row's outcome is an event; an event queues a push).
 */
export const STALE_CLAIM_MS = 120_000;
