// The assistant without an AI service (no OPENAI_API_KEY, the default on a fresh machine): one sentence read by the
// deterministic parser (rules/assistant-sentences.ts) becomes the same proposal the model would make, with the names
// in it found AS THE SIGNED-IN USER through the domain's own reads (the tenant client, jobScope, the policy). A name
// that matches nothing or several records gets a question back; a how-to question gets the product's help text
// (help.ts); anything else is said plainly to need the AI service. Reads only: nothing is written here — the server
// stores the proposal as a draft and only Confirm acts.

import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { type ClockTime, instantOfWhen, type ParsedSentence, parseSentence, type When } from '../../rules/assistant-sentences.ts';
import { DEFAULT_VISIT_MINUTES } from '../../rules/job-duration.ts';
import { isOpenStatus } from '../../rules/job-status.ts';
import { sameName } from '../../rules/names.ts';
import { addDays, dayKeyOf, formatDateTime, timeText, wallClockOf } from '../../rules/zoned-time.ts';
import { getOrganization } from '../accounts/get-organization.ts';
import { listCustomers } from '../customers/list-customers.ts';
import { completedJobOrder } from '../jobs/completed-jobs.ts';
import { completedJobScope } from '../jobs/job-query.ts';
import { listMembers } from '../members/list-members.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { can } from '../policy.ts';
import { rangeJobs } from '../schedule/range-jobs.ts';
import { helpAnswer } from './help.ts';
import type { AssistantTurn, Citation } from './proposals.ts';

/** One message of the conversation as the widget sends it (spec part 2 §7). */
export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export const OFFLINE_TEXTS = {
  needsAi:
    "That needs the AI assistant, which isn't set up on this server. I can draft jobs, invoices, reschedules and running-late texts.",
  notUnderstood:
    'Sorry, I didn\'t understand that. Without the AI assistant I understand requests like "New job for Bayside Family Dental tomorrow 9 am, aircon not cooling, send Jake", "Invoice Bayside Family Dental", "Move Jake\'s 2 pm to Thursday" or "Text the customer we\'re running 20 minutes late".',
  askJob:
    'Tell me the customer, when, what the job is and who to send, e.g. "Bayside Family Dental tomorrow 9 am, aircon not cooling, send Jake". I\'ll draft the job for you to check and confirm.',
  askInvoice:
    'Which customer should I invoice? Tell me their name, e.g. "Bayside Family Dental", and I\'ll draft an invoice from their latest completed job for you to check and confirm.',
  whichCustomer: 'Which customer is it for? Say it again with their name, e.g. "New job for Bayside Family Dental tomorrow 9 am".',
  when: 'When should it be? Say it again with a day and time, e.g. "tomorrow 9 am" or "Thursday at 2 pm".',
  noInvoices: "Invoices are for admins and managers, so I can't draft one for you.",
} as const;

const DEFAULT_TIME: ClockTime = { hour: 9, minute: 0 };
const DEFAULT_TITLE = 'Service call';
/** How far ahead a reschedule looks for "Jake's 2 pm" when no day is said. */
const RESCHEDULE_LOOKAHEAD_DAYS = 7;
const MAX_LISTED = 5;

const say = (response: string, citations: Citation[] = []): AssistantTurn => ({ response, citations, proposal: null });
const quoted = (text: string) => `“${text}”`;
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const customerCitation = (c: { id: string; name: string }): Citation => ({
  kind: 'customer',
  id: c.id,
  label: c.name,
  href: `/customers/${c.id}`,
});
const jobCitation = (j: { id: string; title: string }): Citation => ({ kind: 'job', id: j.id, label: j.title, href: `/jobs/${j.id}` });

// ── Finding the records a sentence names, as the user

type Found<T> = { ok: true; record: T } | { ok: false; turn: AssistantTurn };

/** The one customer a name means: an exact name first, else the only customer whose name holds every word. */
async function findCustomer(ctx: Context, name: string): Promise<Found<{ id: string; name: string; phone: string | null }>> {
  const rows = await listCustomers(ctx, { search: name }, { select: { id: true, name: true, phone: true }, take: 20 });
  const exact = rows.filter((c) => sameName(c.name, name));
  const matches = exact.length ? exact : rows;
  if (matches.length === 1) return { ok: true, record: matches[0] };
  if (!matches.length)
    return {
      ok: false,
      turn: say(`I couldn't find a customer called ${quoted(name)}. Check the name, or add them under Customers → New Customer.`),
    };
  const shown = matches.slice(0, MAX_LISTED);
  const more = matches.length > shown.length ? ` (and ${matches.length - shown.length} more)` : '';
  return {
    ok: false,
    turn: say(
      `I found ${matches.length} customers matching ${quoted(name)}: ${listOf(shown.map((c) => c.name))}${more}. Which one? Say it again with the full name.`,
      shown.map(customerCitation),
    ),
  };
}

/** The one member a name means (full name, first name, or the start of a name), among those who can be given work. */
async function findTechnician(ctx: Context, name: string): Promise<Found<{ id: string; name: string }>> {
  const members = await listMembers(ctx, { select: { id: true, name: true } }, { assignable: true });
  const key = name.trim().toLowerCase();
  const exact = members.filter((m) => sameName(m.name, name));
  const first = members.filter((m) => m.name.toLowerCase().split(/\s+/)[0] === key);
  const starts = members.filter((m) => m.name.toLowerCase().startsWith(key));
  const matches = exact.length ? exact : first.length ? first : starts;
  if (matches.length === 1) return { ok: true, record: matches[0] };
  if (!matches.length)
    return {
      ok: false,
      turn: say(`I couldn't find a team member called ${quoted(name)} who can be given work. Check the name under Members.`),
    };
  return {
    ok: false,
    turn: say(
      `There are ${matches.length} team members called ${quoted(name)}: ${listOf(matches.map((m) => m.name))}. Which one? Say it again with their full name.`,
    ),
  };
}

// ── Each request

/** When a job is for: the day and time said; a day alone at 9 am; a time alone today, or tomorrow once it has passed. */
function jobInstant(when: When, now: Date, timeZone: string): Date | null {
  if (!when.day && !when.time) return null;
  const today = dayKeyOf(now, timeZone);
  const at = instantOfWhen(when, { day: today, time: DEFAULT_TIME }, timeZone);
  if (!when.day && at.getTime() < now.getTime()) return instantOfWhen(when, { day: addDays(today, 1), time: DEFAULT_TIME }, timeZone);
  return at;
}

async function draftJob(ctx: Context, parsed: Extract<ParsedSentence, { intent: 'job' }>, now: Date): Promise<AssistantTurn> {
  const user = requireUser(ctx);
  if (!parsed.customer) return say(OFFLINE_TEXTS.whichCustomer);
  const customer = await findCustomer(ctx, parsed.customer);
  if (!customer.ok) return customer.turn;
  const technicians: { id: string; name: string }[] = [];
  for (const name of parsed.technicians) {
    const tech = await findTechnician(ctx, name);
    if (!tech.ok) return tech.turn;
    if (!technicians.some((t) => t.id === tech.record.id)) technicians.push(tech.record);
  }
  // A technician books their own work on site: the job is theirs unless they name someone (as the job form does).
  if (!technicians.length && !can(ctx, 'seeAllJobs')) technicians.push({ id: user.userId, name: user.name });
  const timeZone = await organisationTimeZone(ctx);
  const at = jobInstant(parsed.when, now, timeZone);
  if (!at) return { ...say(OFFLINE_TEXTS.when, [customerCitation(customer.record)]) };
  const title = parsed.title ?? DEFAULT_TITLE;
  const who = technicians.length ? `, with ${listOf(technicians.map((t) => t.name))}` : ', with no technician yet';
  const defaulted = parsed.when.time ? '' : ' (no time was given, so 9:00 am)';
  return {
    response: `Here is the job for ${customer.record.name} on ${formatDateTime(at, timeZone)}${defaulted}${who}. Check it and Confirm to create it, or Edit to change it first.`,
    citations: [customerCitation(customer.record)],
    proposal: {
      kind: 'job',
      customerId: customer.record.id,
      scheduledAt: at.toISOString(),
      technicianIds: technicians.map((t) => t.id),
      title,
    },
  };
}

/** The customer's latest completed job that has no invoice yet, as the user sees completed jobs. */
async function latestUninvoicedCompletedJob(ctx: Context, customerId: string) {
  const user = requireUser(ctx);
  return ctx.db.completedJob.findFirst({
    where: { AND: [completedJobScope(user), { customerId, invoiceId: null }] },
    orderBy: completedJobOrder,
    select: { id: true, title: true, completedAt: true },
  });
}

async function draftInvoice(ctx: Context, customerName: string | null): Promise<AssistantTurn> {
  if (!can(ctx, 'manageInvoices')) return say(OFFLINE_TEXTS.noInvoices);
  if (!customerName) return say(OFFLINE_TEXTS.askInvoice);
  const customer = await findCustomer(ctx, customerName);
  if (!customer.ok) return customer.turn;
  const job = await latestUninvoicedCompletedJob(ctx, customer.record.id);
  const cited = customerCitation(customer.record);
  if (!job) return say(`${customer.record.name} has no completed job waiting for an invoice.`, [cited]);
  const timeZone = await organisationTimeZone(ctx);
  return {
    response: `Here is the invoice for ${customer.record.name}'s job "${job.title}", completed ${formatDateTime(job.completedAt, timeZone)}. Check the lines and Confirm to create it as a draft invoice.`,
    citations: [cited, { kind: 'completedJob', id: job.id, label: job.title, href: `/completed-jobs/${job.id}` }],
    proposal: { kind: 'invoice', completedJobId: job.id },
  };
}

const jobSelect = {
  select: {
    id: true,
    title: true,
    status: true,
    scheduledAt: true,
    durationMinutes: true,
    completion: { select: { id: true } },
    customer: { select: { id: true, name: true, phone: true, contactName: true } },
  },
} as const;

const sameClock = (at: Date, time: ClockTime, timeZone: string) => {
  const w = wallClockOf(at, timeZone);
  return w.hour === time.hour && w.minute === time.minute;
};

async function draftReschedule(ctx: Context, parsed: Extract<ParsedSentence, { intent: 'reschedule' }>, now: Date): Promise<AssistantTurn> {
  const timeZone = await organisationTimeZone(ctx);
  const today = dayKeyOf(now, timeZone);
  let technicianId: string | null = null;
  if (parsed.technician) {
    const tech = await findTechnician(ctx, parsed.technician);
    if (!tech.ok) return tech.turn;
    technicianId = tech.record.id;
  }
  let customerId: string | null = null;
  if (parsed.customer) {
    const customer = await findCustomer(ctx, parsed.customer);
    if (!customer.ok) return customer.turn;
    customerId = customer.record.id;
  }
  // The jobs the user sees on the day said, else from today for a week: open, not completed, at the time said.
  const start = parsed.from.day ?? today;
  const end = parsed.from.day ?? addDays(today, RESCHEDULE_LOOKAHEAD_DAYS - 1);
  const jobs = (await rangeJobs(ctx, { start, end, technicianId }, jobSelect)).filter(
    (j) =>
      j.scheduledAt &&
      isOpenStatus(j.status) &&
      !j.completion &&
      (!customerId || j.customer?.id === customerId) &&
      (!parsed.from.time || sameClock(j.scheduledAt, parsed.from.time, timeZone)),
  );
  const firstDay = jobs[0]?.scheduledAt ? dayKeyOf(jobs[0].scheduledAt, timeZone) : null;
  const candidates = jobs.filter((j) => j.scheduledAt && dayKeyOf(j.scheduledAt, timeZone) === firstDay);
  const whose = [
    parsed.technician && `${parsed.technician}'s`,
    parsed.from.time &&
      timeText(instantOfWhen({ day: today, time: parsed.from.time }, { day: today, time: DEFAULT_TIME }, timeZone), timeZone),
    parsed.customer && `job at ${parsed.customer}`,
  ]
    .filter(Boolean)
    .join(' ');
  if (!candidates.length)
    return say(
      `I couldn't find ${whose || 'that job'} ${parsed.from.day ? 'on that day' : 'in the next week'} among the jobs you can see. Open the job and use Edit Job to move it.`,
    );
  if (candidates.length > 1)
    return say(
      `${quoted(whose)} matches ${candidates.length} jobs: ${listOf(candidates.slice(0, MAX_LISTED).map((j) => `${j.title} (${formatDateTime(j.scheduledAt!, timeZone)})`))}. Which one? Say it again with the customer's name or the time.`,
      candidates.slice(0, MAX_LISTED).map(jobCitation),
    );
  const job = candidates[0];
  const from = job.scheduledAt!;
  if (!parsed.to.day && !parsed.to.time)
    return say(`When should ${quoted(job.title)} move to? Say it again with a day or a time, e.g. "to Thursday 2 pm".`, [jobCitation(job)]);
  // Only a day: the same time of day on it; only a time: the same day.
  const fromWall = wallClockOf(from, timeZone);
  const to = instantOfWhen(parsed.to, { day: dayKeyOf(from, timeZone), time: { hour: fromWall.hour, minute: fromWall.minute } }, timeZone);
  if (to.getTime() === from.getTime())
    return say(`${quoted(job.title)} is already at ${formatDateTime(from, timeZone)}.`, [jobCitation(job)]);
  return {
    response: `Here is the move of "${job.title}"${job.customer ? ` for ${job.customer.name}` : ''} from ${formatDateTime(from, timeZone)} to ${formatDateTime(to, timeZone)}. Confirm to move it.`,
    citations: [jobCitation(job)],
    proposal: { kind: 'reschedule', jobId: job.id, scheduledAt: to.toISOString() },
  };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The running-late text: the customer of the user's job in progress today, else of their next one today. */
async function draftLateText(ctx: Context, minutes: number | null, now: Date): Promise<AssistantTurn> {
  const user = requireUser(ctx);
  const timeZone = await organisationTimeZone(ctx);
  const today = dayKeyOf(now, timeZone);
  const jobs = (await rangeJobs(ctx, { start: today, end: today, technicianId: user.userId }, jobSelect)).filter(
    (j) => j.scheduledAt && isOpenStatus(j.status) && !j.completion,
  );
  const ends = (j: (typeof jobs)[number]) => j.scheduledAt!.getTime() + (j.durationMinutes ?? DEFAULT_VISIT_MINUTES) * 60_000;
  const job = jobs.find((j) => j.status === 'in_progress') ?? jobs.find((j) => ends(j) > now.getTime());
  if (!job)
    return say(
      "You have no job on now or later today, so I don't know which customer to text. Open the job and use Send SMS, or tell me once you're on today's schedule.",
    );
  if (!job.customer) return say(`"${job.title}" has no customer to text.`, [jobCitation(job)]);
  if (!job.customer.phone)
    return say(`${job.customer.name} has no phone number on file. Add one on their page, then ask again.`, [
      jobCitation(job),
      customerCitation(job.customer),
    ]);
  const org = await getOrganization(ctx, { select: { name: true } });
  const greeting = job.customer.contactName ? firstName(job.customer.contactName) : job.customer.name;
  const late = minutes ? `about ${minutes} minutes late` : 'a little late';
  const body = `Hi ${greeting}, it's ${firstName(user.name)} from ${org.name}. I'm running ${late} for your ${timeText(job.scheduledAt!, timeZone)} appointment today. Sorry for the wait.`;
  return {
    response: `Here is the text to ${job.customer.name} for "${job.title}" at ${timeText(job.scheduledAt!, timeZone)}. Check it and Confirm to send it.`,
    citations: [jobCitation(job), customerCitation(job.customer)],
    proposal: { kind: 'sms', jobId: job.id, body },
  };
}

// ── The turn

/** Which quick prompt the assistant last answered, so the next message can be read as its details. */
function promptedFor(history: HistoryMessage[]): 'job' | 'invoice' | null {
  const last = [...history].reverse().find((m) => m.role === 'assistant');
  if (last?.content === OFFLINE_TEXTS.askJob || last?.content === OFFLINE_TEXTS.whichCustomer) return 'job';
  if (last?.content === OFFLINE_TEXTS.askInvoice) return 'invoice';
  return null;
}

/** A reply to a quick prompt's question ("Bayside Family Dental tomorrow 9 am, send Jake") read as that request. */
function asFollowUp(message: string, kind: 'job' | 'invoice', now: Date, timeZone: string): ParsedSentence {
  const text = message.trim();
  if (kind === 'invoice') return parseSentence(/^invoice\b/i.test(text) ? text : `Invoice ${text}`, now, timeZone);
  if (/^(?:new|create|book|add|schedule)\b|^job\b/i.test(text)) return parseSentence(text, now, timeZone);
  const prefix = /^(?:for|at)\s/i.test(text) ? 'New job ' : 'New job for ';
  return parseSentence(`${prefix}${text}`, now, timeZone);
}

/**
 * The assistant's answer without an AI service, as the signed-in user: a proposal the server stores as a draft, a
 * question back when a name is unknown or ambiguous, help text for a how-to question, or a plain statement that the
 * request needs the AI service. `now` is injectable for tests.
 */
export async function offlineReply(ctx: Context, message: string, history: HistoryMessage[], now = new Date()): Promise<AssistantTurn> {
  requireUser(ctx);
  const timeZone = await organisationTimeZone(ctx);
  let parsed = parseSentence(message, now, timeZone);
  const prompted = promptedFor(history);
  if (prompted && (parsed.intent === 'unknown' || (parsed.intent === 'question' && !message.trim().endsWith('?')))) {
    parsed = asFollowUp(message, prompted, now, timeZone);
  }
  switch (parsed.intent) {
    case 'prompt':
      return say(
        parsed.kind === 'job' ? OFFLINE_TEXTS.askJob : can(ctx, 'manageInvoices') ? OFFLINE_TEXTS.askInvoice : OFFLINE_TEXTS.noInvoices,
      );
    case 'job':
      return draftJob(ctx, parsed, now);
    case 'invoice':
      return draftInvoice(ctx, parsed.customer);
    case 'reschedule':
      return draftReschedule(ctx, parsed, now);
    case 'late':
      return draftLateText(ctx, parsed.minutes, now);
    case 'question':
      return say(helpAnswer(parsed.text) ?? OFFLINE_TEXTS.needsAi);
    default:
      return say(OFFLINE_TEXTS.notUnderstood);
  }
}
