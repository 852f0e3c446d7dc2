// `npm run bench`: what a request costs. Each scenario group lives in scripts/bench/ and plugs into the harness
// (scripts/bench/harness.ts): the load comes from a separate process, each figure stands beside a bare node:http
// handler measured in the same run, the server's CPU ms per request beside req/s and latency, and the SQL statements
// of one request counted by its id. Groups: seed (the demo seed on an empty database), auth (who am I), apiKeys (an
// API key's request beside a session's), reads (list
// reads), hotReads (the jobs list's first page, the month's per-day summaries and the 100-member mix against
// BENCH_BASELINE, an older commit, in the same run), jobReads (a page of jobs read by the one-statement reader beside Prisma's relation loading, in
// process), search (100,000 jobs and 10,000 customers: search and the customers list), users (100 members at once), scaleOut
// (the same 100 members answered by one API process and by three, side by side), schedule (month range, live reschedule), invoices (10,000
// invoices: list, counts, a 50-line PDF), tickets (the staff queue over 50,000 tickets, a staff reply's delivery),
// supportAdmin (the audit log's pages), messaging (1,000 SMS sends across 10 organisations at the allowance edge,
// exact counts), payments (getting paid: 100 payments' Connect webhooks at once across 20 organisations, from the
// POST to the office's invoiceChanged subscriber hearing paid, beside one alone; payment reminders for 10,000 open
// invoices scheduled and sent by the app's workers within the SMS allowance, duplicates counted), publicSite (a blog post as server-rendered HTML and as JSON at 10 connections; builds the web with
// its server renderer into the temp folder once if WEB_DIST has none), ownerOrganisations (the owner's list of 2,000
// organisations with 24 months of subscription history, first page and sorted by MRR, at 1 and 10 connections),
// ownerFigures (2,000 organisations with 24 months of subscription history and 1,000,000 jobs: the owner's dashboard,
// alerts and a 12-month analytics range), ownerSupport (the owner's support overview over 50,000 tickets in 2,000
// organisations, 12 months), export (the full export of 100,000 jobs and 5,000 photos: time and peak memory),
// storage (files in an S3-compatible store: a 10 MB photo up and down through the API and a 1 GB export read from
// the store, resident memory by tenth), webhooks (1,000 events to 5 endpoints, one failing: deliveries/s,
// commit-to-delivery delay, duplicates), webhookFairness (one organisation's 5,000 deliveries to a receiver answering in
// 5 s beside another's every 200 ms: the second's delay from record to receipt, against BENCH_BASELINE's server too;
// PostgreSQL only), serviceBoard (50,000 units across 5,000 customers: the due board with each
// filter at 1 connection, 200 units booked in one request), faults (three API processes under a mixed load for 60 s while
// one is killed, Redis restarts and PostgreSQL goes away: what was lost or sent twice, errors, recovery times; PostgreSQL
// only), memory (`npm start`'s server idling on this database, beside BENCH_BASELINE's: resident memory), books (a
// 24-hour outage's backlog drained into the Xero fake within its limits, and a payment's time to reach it), timesheets
// (8 technicians × 4 weeks of shifts and 300 completed jobs: the office's week review, a technician's weeks, the
// job-profit report's first page and one job's profit). Embedded
// PGlite by default;
// DATABASE_URL for PostgreSQL, REDIS_URL adds the two-server delivery. BENCH_ONLY=auth,reads runs some groups;
// BENCH_SECONDS and BENCH_CONNECTIONS tune every measure, BENCH_USERS_SECONDS the many-users one (30 s),
// BENCH_LOG_LEVEL the server's log level (silent).
import { benchAccounting } from './bench/accounting.ts';
import { benchApiKeys } from './bench/api-keys.ts';
import { benchAuth } from './bench/auth.ts';
import { benchExport } from './bench/export.ts';
import { benchFaults } from './bench/faults.ts';
import { CONNECTIONS, openBench, SECONDS } from './bench/harness.ts';
import { benchHotReads } from './bench/hot-reads.ts';
import { benchInvoices } from './bench/invoices.ts';
import { benchJobReads } from './bench/job-reads.ts';
import { benchMemory } from './bench/memory.ts';
import { benchMessaging } from './bench/messaging.ts';
import { benchOwnerFigures } from './bench/owner-figures.ts';
import { benchOwnerOrganisations } from './bench/owner-organisations.ts';
import { benchOwnerSupport } from './bench/owner-support.ts';
import { benchPayments } from './bench/payments.ts';
import { benchPublicSite } from './bench/public-site.ts';
import { benchReads } from './bench/reads.ts';
import { benchScaleOut } from './bench/scale-out.ts';
import { benchSchedule } from './bench/schedule.ts';
import { benchSearch } from './bench/search.ts';
import { benchSeed } from './bench/seed.ts';
import { benchServiceBoard } from './bench/service-board.ts';
import { benchStorage } from './bench/storage.ts';
import { benchSupportAdmin } from './bench/support-admin.ts';
import { benchTickets } from './bench/tickets.ts';
import { benchTimesheets } from './bench/timesheets.ts';
import { benchUsers } from './bench/users.ts';
import { benchWebhookFairness } from './bench/webhook-fairness.ts';
import { benchWebhooks } from './bench/webhooks.ts';

const groups = {
  seed: benchSeed,
  auth: benchAuth,
  apiKeys: benchApiKeys,
  reads: benchReads,
  hotReads: benchHotReads,
  jobReads: benchJobReads,
  search: benchSearch,
  users: benchUsers,
  scaleOut: benchScaleOut,
  schedule: benchSchedule,
  invoices: benchInvoices,
  tickets: benchTickets,
  supportAdmin: benchSupportAdmin,
  messaging: benchMessaging,
  payments: benchPayments,
  publicSite: benchPublicSite,
  ownerOrganisations: benchOwnerOrganisations,
  ownerFigures: benchOwnerFigures,
  ownerSupport: benchOwnerSupport,
  export: benchExport,
  storage: benchStorage,
  webhooks: benchWebhooks,
  webhookFairness: benchWebhookFairness,
  serviceBoard: benchServiceBoard,
  faults: benchFaults,
  memory: benchMemory,
  books: benchAccounting,
  timesheets: benchTimesheets,
};
const only = process.env.BENCH_ONLY?.split(',').map((g) => g.trim());
const unknown = only?.filter((g) => !(g in groups)) ?? [];
if (unknown.length) throw new Error(`BENCH_ONLY: no group ${unknown.join(', ')} (groups: ${Object.keys(groups).join(', ')})`);

const bench = await openBench();
console.log(`Spanner bench: ${SECONDS} s each, ${CONNECTIONS} connections, ${bench.kind}, Node ${process.version}`);
try {
  for (const [name, run] of Object.entries(groups)) if (!only || only.includes(name)) await run(bench);
} finally {
  await bench.close();
}
