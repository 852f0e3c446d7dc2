import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { dataEnvelope } from '../../rules/assistant-text.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { JOB_STATUSES } from '../../rules/job-status.ts';
import { formatDateTime, fromLocalInput } from '../../rules/zoned-time.ts';
import { getUsage } from '../billing/get-usage.ts';
import { listCustomers } from '../customers/list-customers.ts';
import { listDocuments } from '../documents/list-documents.ts';
import { getEquipment } from '../equipment/get-equipment.ts';
import { listEquipment } from '../equipment/list-equipment.ts';
import { formsOfEquipment } from '../forms/list-equipment-forms.ts';
import { listJobForms } from '../forms/list-job-forms.ts';
import { listCompletedJobs } from '../jobs/completed-jobs.ts';
import { jobRowRead } from '../jobs/job-rows.ts';
import { listEquipmentJobHistory } from '../jobs/list-job-history.ts';
import { listJobs } from '../jobs/list-jobs.ts';
import { listMembers } from '../members/list-members.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { type Ability, can } from '../policy.ts';
import { rangeJobs } from '../schedule/range-jobs.ts';
import { assistantFormRead, compactForm } from './compact-form.ts';
import { createDraft, type DraftView } from './create-draft.ts';
import type { Citation, Proposal } from './proposals.ts';

// The model's tools: narrow, strict (JSON schemas without free-form arguments), each calling the product's own
// domain functions AS THE SIGNED-IN USER — the tenant client, the roles and the field policy apply unchanged, so a
// technician's assistant reads the technician's jobs and nothing of invoices or bank details. The answers are compact
// JSON inside a data envelope, never secrets (no confirmation tokens, no bank details). No tool writes: propose_*
// only store a draft that the user confirms.

/** What a tool call leaves behind: the records it returned (the only ones an answer may cite) and any draft. */
export interface ToolState {
  returned: Map<string, Citation>;
  draft: DraftView | null;
}

interface ToolDef<S extends z.ZodType> {
  description: string;
  /** The JSON schema the model sees (strict: every property required, nulls for "not given", nothing extra). */
  parameters: Record<string, unknown>;
  /** The same rule in code: the arguments are checked again here, whatever the model sent. */
  args: S;
  /** Only offered to (and run for) callers holding this ability (all of them, when several). */
  ability?: Ability | readonly Ability[];
  run: (ctx: Context, args: z.output<S>, state: ToolState) => Promise<unknown>;
}

const MAX_ROWS = 10;
/** The longest date range find_jobs reads (days after the first). */
const MAX_RANGE_DAYS = 13;
const text = (max: number) => z.string().max(max);
const id = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

const str = (description: string, maxLength: number) => ({ type: 'string', description, maxLength });
const nullable = (description: string, maxLength: number) => ({ type: ['string', 'null'], description, maxLength });
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

function cite(state: ToolState, c: Citation): void {
  state.returned.set(`${c.kind}:${c.id}`, c);
}

/** The jobs are read as the REST job view reads them (its one-statement reader); the answer keeps a few fields. */
const jobSelect = jobRowRead;

type JobLike = {
  id: string;
  title: string;
  status: string;
  scheduledAt: Date | null;
  customer: { id: string; name: string } | null;
  technicians: { user: { id: string; name: string } }[];
};

function compactJob(state: ToolState, zone: string, j: JobLike) {
  cite(state, { kind: 'job', id: j.id, label: j.title, href: `/jobs/${j.id}` });
  if (j.customer) cite(state, { kind: 'customer', id: j.customer.id, label: j.customer.name, href: `/customers/${j.customer.id}` });
  return {
    id: j.id,
    title: j.title,
    status: j.status,
    when: j.scheduledAt ? formatDateTime(j.scheduledAt, zone) : null,
    customer: j.customer ? { id: j.customer.id, name: j.customer.name } : null,
    technicians: j.technicians.map((t) => ({ id: t.user.id, name: t.user.name })),
  };
}

/** A local wall time ('YYYY-MM-DDTHH:MM', the organisation's zone) as an ISO instant. */
async function instantIn(ctx: Context, local: string): Promise<string> {
  const [date, time] = local.split('T');
  const iso = fromLocalInput(date, time, await organisationTimeZone(ctx));
  if (!iso) throw new AppError('VALIDATION', 'Scheduled time must be a valid date and time');
  return iso;
}

async function propose(ctx: Context, state: ToolState, proposal: Proposal) {
  state.draft = await createDraft(ctx, proposal);
  return {
    draft: 'prepared',
    note: 'The user now sees this draft with Confirm and Edit buttons. Nothing is done until they press Confirm.',
    // The SMS as the model wrote it: the confirmation link (a secret of the customer's) is not the model's to read.
    preview: {
      title: state.draft.title,
      fields: state.draft.fields,
      totals: state.draft.totals,
      smsText: proposal.kind === 'sms' ? `${proposal.body}\n[confirmation link]` : null,
      smsCredits: state.draft.smsCredits,
    },
  };
}

/** A tool whose run is typed by its argument schema, kept in one table with the others. */
const tool = <S extends z.ZodType>(def: ToolDef<S>) => def as unknown as ToolDef<z.ZodType>;

const TOOLS = {
  find_customers: tool({
    description: "Find the organisation's customers by words of their name, contact, address or phone (at most 10).",
    parameters: object({ search: str('Words to look for, e.g. "bayside dental"', 100) }),
    args: z.object({ search: text(100) }).strict(),
    run: async (ctx, a, state) => {
      const rows = await listCustomers(
        ctx,
        { search: a.search },
        {
          select: { id: true, name: true, contactName: true, suburb: true, notes: true },
          take: MAX_ROWS,
        },
      );
      return rows.map((c) => {
        cite(state, { kind: 'customer', id: c.id, label: c.name, href: `/customers/${c.id}` });
        return { id: c.id, name: c.name, contact: c.contactName, suburb: c.suburb, notes: c.notes?.slice(0, 300) ?? null };
      });
    },
  }),
  find_jobs: tool({
    description:
      'Find jobs the user can see: by words of the customer name or title, a status, and/or a date range (YYYY-MM-DD, at most 14 days). At most 10.',
    parameters: object({
      search: nullable('Words of the customer name or job title', 100),
      status: { type: ['string', 'null'], enum: [...JOB_STATUSES, null] },
      from: nullable('First day, YYYY-MM-DD', 10),
      to: nullable('Last day, YYYY-MM-DD', 10),
    }),
    args: z
      .object({
        search: text(100).nullable(),
        status: z.enum(JOB_STATUSES).nullable(),
        from: day.nullable(),
        to: day.nullable(),
      })
      .strict(),
    run: async (ctx, a, state) => {
      const zone = await organisationTimeZone(ctx);
      let rows: JobLike[];
      if (a.from || a.to) {
        // A range is read whole and then filtered: kept short so a busy organisation's month is never loaded for it.
        const [start, end] = [a.from ?? a.to, a.to ?? a.from] as [string, string];
        if (Date.parse(end) - Date.parse(start) > MAX_RANGE_DAYS * 86_400_000)
          throw new AppError('VALIDATION', `At most ${MAX_RANGE_DAYS + 1} days at a time`);
        const inRange = await rangeJobs(ctx, { start: a.from ?? a.to, end: a.to ?? a.from }, jobSelect);
        const words = (a.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        rows = inRange.filter(
          (j) =>
            (!a.status || j.status === a.status) && words.every((w) => `${j.title} ${j.customer?.name ?? ''}`.toLowerCase().includes(w)),
        );
      } else {
        rows = await listJobs(ctx, { search: a.search ?? '', status: a.status, view: 'all' }, { ...jobSelect, take: MAX_ROWS });
      }
      return rows.slice(0, MAX_ROWS).map((j) => compactJob(state, zone, j));
    },
  }),
  schedule_for_day: tool({
    description: "The jobs on one day (YYYY-MM-DD in the organisation's zone) the user can see, optionally only one team member's.",
    parameters: object({ date: str('The day, YYYY-MM-DD', 10), technician_id: nullable('A team member id from find_team', 36) }),
    args: z.object({ date: day, technician_id: id.nullable() }).strict(),
    run: async (ctx, a, state) => {
      const zone = await organisationTimeZone(ctx);
      const rows = await rangeJobs(ctx, { start: a.date, end: a.date, technicianId: a.technician_id }, jobSelect);
      return rows.slice(0, 20).map((j) => compactJob(state, zone, j));
    },
  }),
  find_team: tool({
    description: "The organisation's team members (id, name, role), to name technicians.",
    parameters: object({}),
    args: z.object({}).strict(),
    run: async (ctx, _a, state) => {
      const rows = await listMembers(ctx, { select: { id: true, name: true, role: true } }, { assignable: true });
      return rows.slice(0, 30).map((m) => {
        cite(state, { kind: 'member', id: m.id, label: m.name, href: '/schedule' });
        return { id: m.id, name: m.name, role: m.role };
      });
    },
  }),
  find_equipment: tool({
    description: 'Find equipment by words of its name, make, model or serial, optionally of one customer (at most 10).',
    parameters: object({ search: nullable('Words to look for', 100), customer_id: nullable('A customer id from find_customers', 36) }),
    args: z.object({ search: text(100).nullable(), customer_id: id.nullable() }).strict(),
    run: async (ctx, a, state) => {
      const rows = await listEquipment(
        ctx,
        { search: a.search ?? '', customerId: a.customer_id },
        {
          select: {
            id: true,
            name: true,
            make: true,
            model: true,
            serial: true,
            serviceIntervalMonths: true,
            customer: { select: { id: true, name: true } },
          },
          take: MAX_ROWS,
        },
      );
      return rows.map((e) => {
        cite(state, { kind: 'equipment', id: e.id, label: e.name, href: `/equipment/${e.id}` });
        return { ...e, customer: e.customer ? { id: e.customer.id, name: e.customer.name } : null };
      });
    },
  }),
  equipment_history: tool({
    description:
      'One unit of equipment and its history: the jobs it was on and the forms filled against it (inspections, tests, certificates) that the user can see.',
    parameters: object({ equipment_id: str('An equipment id from find_equipment', 36) }),
    args: z.object({ equipment_id: id }).strict(),
    run: async (ctx, a, state) => {
      const unit = await getEquipment(ctx, a.equipment_id, { select: { id: true, name: true, make: true, model: true, serial: true } });
      const zone = await organisationTimeZone(ctx);
      const [jobs, forms] = await Promise.all([listEquipmentJobHistory(ctx, unit.id), formsOfEquipment(ctx, unit.id, assistantFormRead)]);
      cite(state, { kind: 'equipment', id: unit.id, label: unit.name, href: `/equipment/${unit.id}` });
      return {
        unit,
        jobs: jobs.slice(0, MAX_ROWS).map((j) => compactJob(state, zone, j as unknown as JobLike)),
        forms: forms.slice(0, MAX_ROWS).map(compactForm),
      };
    },
  }),
  job_forms: tool({
    description:
      'The forms on one job the user can see (checklists, service records, certificates, SWMS): each with its status, whether it is still required, the unit it is about and its answers; a draft lists its text fields (what propose_form_answers may fill).',
    parameters: object({ job_id: str('A job id from find_jobs or schedule_for_day', 36) }),
    args: z.object({ job_id: id }).strict(),
    run: async (ctx, a, state) => {
      const forms = await listJobForms(ctx, a.job_id, {}, assistantFormRead);
      return forms.slice(0, MAX_ROWS).map((f) => {
        cite(state, { kind: 'form', id: f.id, label: f.templateVersion.template.name, href: `/jobs/${f.jobId}/forms/${f.id}` });
        return compactForm(f);
      });
    },
  }),
  completed_jobs: tool({
    description: 'The newest completed jobs the user can see, with whether each is invoiced (at most 10), to propose an invoice.',
    parameters: object({ search: nullable('Words of the customer name or title', 100) }),
    args: z.object({ search: text(100).nullable() }).strict(),
    run: async (ctx, a, state) => {
      const rows = await listCompletedJobs(ctx, {
        select: { id: true, title: true, completedAt: true, invoiceId: true, customer: { select: { id: true, name: true } } },
        take: 50,
      });
      const words = (a.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return rows
        .filter((c) => words.every((w) => `${c.title} ${c.customer?.name ?? ''}`.toLowerCase().includes(w)))
        .slice(0, MAX_ROWS)
        .map((c) => {
          cite(state, { kind: 'completedJob', id: c.id, label: c.title, href: `/completed-jobs/${c.id}` });
          return { id: c.id, title: c.title, customer: c.customer?.name ?? null, invoiced: !!c.invoiceId };
        });
    },
  }),
  open_quotes: tool({
    description: 'Quotes still open (draft or sent), newest first (at most 10).',
    ability: 'manageQuotes',
    parameters: object({ search: nullable('Words of the number, title or customer', 100) }),
    args: z.object({ search: text(100).nullable() }).strict(),
    run: async (ctx, a, state) => {
      const select = { id: true, number: true, title: true, status: true, totalCents: true, customer: { select: { name: true } } } as const;
      const [sent, drafts] = await Promise.all(
        (['sent', 'draft'] as const).map((status) =>
          listDocuments(ctx, 'quote', { status, search: a.search ?? '' }, { select, take: MAX_ROWS }),
        ),
      );
      return [...sent, ...drafts].slice(0, MAX_ROWS).map((d) => {
        cite(state, { kind: 'quote', id: d.id, label: d.number, href: `/quotes/${d.id}` });
        return {
          id: d.id,
          number: d.number,
          title: d.title,
          status: d.status,
          totalCents: d.totalCents,
          customer: d.customer?.name ?? null,
        };
      });
    },
  }),
  unpaid_invoices: tool({
    description: 'Invoices not yet paid, or only the overdue ones (at most 10), with what each still owes (balanceCents).',
    ability: 'manageInvoices',
    parameters: object({ overdue_only: { type: 'boolean' } }),
    args: z.object({ overdue_only: z.boolean() }).strict(),
    run: async (ctx, a, state) => {
      const rows = await listDocuments(
        ctx,
        'invoice',
        { tab: a.overdue_only ? 'overdue' : 'unpaid' },
        {
          select: {
            id: true,
            number: true,
            title: true,
            status: true,
            totalCents: true,
            paidCents: true,
            dueAt: true,
            customer: { select: { name: true } },
          },
          take: MAX_ROWS,
        },
      );
      return rows.map((d) => {
        cite(state, { kind: 'invoice', id: d.id, label: d.number, href: `/invoices/${d.id}` });
        return {
          id: d.id,
          number: d.number,
          title: d.title,
          status: d.status,
          totalCents: d.totalCents,
          paidCents: d.paidCents,
          balanceCents: balanceCents(d.totalCents, d.paidCents),
          dueAt: d.dueAt,
          customer: d.customer?.name ?? null,
        };
      });
    },
  }),
  usage: tool({
    description: "The organisation's plan use this period: users, SMS and email against the plan.",
    parameters: object({}),
    args: z.object({}).strict(),
    run: async (ctx) => {
      const u = await getUsage(ctx);
      return { users: u.users, sms: u.sms, email: u.email, periodEnd: u.periodEnd, planId: u.planId };
    },
  }),
  propose_job: tool({
    description:
      "Prepare a NEW JOB draft for the user to confirm (nothing is created until they do). Time is local to the organisation: 'YYYY-MM-DDTHH:MM'.",
    ability: 'draftChanges',
    parameters: object({
      customer_id: str('A customer id from find_customers', 36),
      scheduled_at: str('Local time YYYY-MM-DDTHH:MM', 16),
      technician_ids: { type: 'array', items: str('A team member id from find_team', 36), maxItems: 5 },
      title: str('Short job title', 200),
      description: nullable('What the job is about', 1000),
    }),
    args: z
      .object({
        customer_id: id,
        scheduled_at: localTime,
        technician_ids: z.array(id).max(5),
        title: text(200),
        description: text(1000).nullable(),
      })
      .strict(),
    run: async (ctx, a, state) =>
      propose(ctx, state, {
        kind: 'job',
        customerId: a.customer_id,
        scheduledAt: await instantIn(ctx, a.scheduled_at),
        technicianIds: a.technician_ids,
        title: a.title,
        ...(a.description ? { description: a.description } : {}),
      }),
  }),
  propose_invoice: tool({
    description: 'Prepare an INVOICE draft from a completed job (from completed_jobs) for the user to confirm.',
    ability: ['draftChanges', 'manageInvoices'],
    parameters: object({ completed_job_id: str('A completed job id', 36) }),
    args: z.object({ completed_job_id: id }).strict(),
    run: async (ctx, a, state) => propose(ctx, state, { kind: 'invoice', completedJobId: a.completed_job_id }),
  }),
  propose_reschedule: tool({
    description: "Prepare a draft MOVING a job to a new local time 'YYYY-MM-DDTHH:MM' for the user to confirm.",
    ability: 'draftChanges',
    parameters: object({
      job_id: str('A job id from find_jobs or schedule_for_day', 36),
      scheduled_at: str('Local time YYYY-MM-DDTHH:MM', 16),
    }),
    args: z.object({ job_id: id, scheduled_at: localTime }).strict(),
    run: async (ctx, a, state) =>
      propose(ctx, state, { kind: 'reschedule', jobId: a.job_id, scheduledAt: await instantIn(ctx, a.scheduled_at) }),
  }),
  propose_form_answers: tool({
    description:
      'Prepare a draft filling TEXT fields of a draft form (from job_forms) for the user to check and confirm. Never signs, never submits: a person checks the answers and submits the form.',
    ability: ['draftChanges', 'fillForms'],
    parameters: object({
      form_id: str('A form id from job_forms (a draft)', 36),
      answers: {
        type: 'array',
        maxItems: 20,
        items: object({ field_id: str("A text field's id from the form's textFields", 100), text: str('The answer', 2000) }),
      },
    }),
    args: z
      .object({
        form_id: id,
        answers: z
          .array(z.object({ field_id: text(100), text: text(2000) }).strict())
          .min(1)
          .max(20),
      })
      .strict(),
    run: async (ctx, a, state) =>
      propose(ctx, state, {
        kind: 'formAnswers',
        formId: a.form_id,
        answers: a.answers.map((x) => ({ fieldId: x.field_id, text: x.text })),
      }),
  }),
  propose_sms: tool({
    description: "Prepare an SMS draft to a job's customer for the user to confirm (the confirmation link is added).",
    ability: 'draftChanges',
    parameters: object({ job_id: str('A job id', 36), body: str('The text, plain and short', 480) }),
    args: z.object({ job_id: id, body: text(480).min(1) }).strict(),
    run: async (ctx, a, state) => propose(ctx, state, { kind: 'sms', jobId: a.job_id, body: a.body }),
  }),
} satisfies Record<string, ToolDef<z.ZodType>>;

export type ToolName = keyof typeof TOOLS;
const TOOL_NAMES = Object.keys(TOOLS) as ToolName[];

/** Whether the caller may use a tool: it holds the tool's abilities. */
function mayUse(ctx: Context, def: ToolDef<z.ZodType>): boolean {
  const abilities = typeof def.ability === 'string' ? [def.ability] : (def.ability ?? []);
  return abilities.every((a) => can(ctx, a));
}

/** Whether a tool only prepares a draft (its answer names the draft a person confirms). */
export const isDraftTool = (name: string) => name.startsWith('propose_');

/**
 * The tools offered to this caller: only those their role may use (the run checks again). The assistant's model and
 * the MCP server (http/mcp.ts, an API key's) are offered the same list.
 */
export function toolsFor(ctx: Context) {
  return TOOL_NAMES.filter((name) => mayUse(ctx, TOOLS[name])).map((name) => ({
    type: 'function' as const,
    function: { name, description: TOOLS[name].description, parameters: TOOLS[name].parameters, strict: true },
  }));
}

/** The answer the model receives for one tool call: the data in its envelope, or a short refusal. */
export async function runTool(
  ctx: Context,
  name: string,
  rawArgs: string,
  state: ToolState,
): Promise<{ content: string; refused: boolean }> {
  const refuse = (error: string) => ({ content: dataEnvelope(name.replace(/[^A-Za-z0-9_]/g, '').slice(0, 40), { error }), refused: true });
  if (!Object.hasOwn(TOOLS, name)) return refuse('Unknown tool');
  const def = TOOLS[name as ToolName];
  if (!mayUse(ctx, def)) return refuse('You do not have permission to do that');
  if (rawArgs.length > 4000) return refuse('Arguments too long');
  let json: unknown;
  try {
    json = JSON.parse(rawArgs || '{}');
  } catch {
    return refuse('Arguments must be a JSON object');
  }
  const args = def.args.safeParse(json);
  if (!args.success) return refuse('Arguments do not match the tool');
  try {
    const result = await def.run(ctx, args.data, state);
    return { content: dataEnvelope(name, result), refused: false };
  } catch (e) {
    // The user's own refusals (not found, not allowed, a form's rule) are the answer; anything else says nothing.
    if (e instanceof AppError && e.status < 500) return refuse(e.message);
    return refuse('The lookup failed');
  }
}
