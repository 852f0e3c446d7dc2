import type { Answers } from './form-answers.ts';
import type { FormDefinition, FormField, LeafField } from './form-definition.ts';
import { dayKeyOf, formatLongDay } from './zoned-time.ts';

// The service report a customer signs (docs/forms.md → Customer sign-off): the job's work as plain text — who did it,
// on which units, the hours and parts, each form's answers — built in a fixed order, so the same job gives the same
// report and the same digest. The signing screen shows it and sends its digest back; the server signs only when the
// job still gives that digest, then draws it as the PDF the customer is emailed. A phone without signal builds the same
// report from its saved copy and its changes waiting (`buildServiceReport` is the one builder of both), and the
// customer's sign-off taken there is sent with the digest of what they read.

/** One answer as the report prints it; a signature or photo names the job's photos it shows. */
export type ReportEntry =
  | { label: string; value: string }
  | { label: string; signature: { photoId: string; signedBy: string } }
  | { label: string; rows: { label: string; entries: ReportEntry[] }[] };

export interface ReportForm {
  title: string;
  /** The unit the form is about. */
  equipment: string | null;
  submitted: boolean;
  /** 0 as submitted; each correction adds one. */
  revision: number;
  sections: { title: string; entries: ReportEntry[] }[];
}

export interface ServiceReport {
  business: { name: string; abn: string | null; phone: string | null; email: string | null };
  job: { title: string; description: string | null; scheduledOn: string | null };
  customer: { name: string; address: string | null } | null;
  technicians: string[];
  equipment: { name: string; details: string | null }[];
  labour: { who: string; hours: number }[];
  parts: { name: string; quantity: number }[];
  forms: ReportForm[];
}

export const signOffMessages = {
  changed: 'The job changed while the customer was reading: show them the report again before they sign',
  nameRequired: 'Enter the name of the person signing',
  signatureRequired: 'The customer must sign in the box',
  reasonRequired: 'Say why the customer declined to sign',
  signatureNotOnJob: 'The signature must be an image uploaded to this job',
  signatureNotImage: 'The signature image cannot be read: ask the customer to sign again',
  cancelled: 'A cancelled job cannot be signed off',
  notFound: 'Sign-off not found',
  noEmail: 'The customer has no email address: the report is kept on the job',
  signedAtOutOfRange: 'Signed at must be within the last 30 days and not in the future',
} as const;

const numberText = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 6 });
const PASS_FAIL_TEXT: Record<string, string> = { pass: 'Pass', fail: 'Fail', na: 'N/A' };

/** A leaf answer as the report prints it ('—' when not given). */
export function answerText(f: LeafField, v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  switch (f.kind) {
    case 'number':
      return f.unit ? `${numberText(v as number)} ${f.unit}` : numberText(v as number);
    case 'pass_fail_na':
      return PASS_FAIL_TEXT[v as string] ?? String(v);
    case 'checkbox':
      return v ? 'Yes' : 'No';
    case 'choice':
      return Array.isArray(v) ? (v.length ? v.join(', ') : '—') : String(v);
    case 'date':
      return formatLongDay(v as string);
    case 'photo': {
      const n = (v as string[]).length;
      return n === 0 ? '—' : `${n} photo${n === 1 ? '' : 's'} (kept on the job)`;
    }
    default:
      return String(v);
  }
}

/**
 * A field is printed when it has an answer, or when it is always shown (no `showWhen`): a hidden field's answer is
 * never kept (form-answers.ts), so a field with a condition and no answer was hidden or left empty.
 */
const printed = (f: FormField, v: unknown) => v !== undefined || !f.showWhen;

function entryOf(f: FormField, v: unknown): ReportEntry {
  if (f.kind === 'group') {
    const rows = Array.isArray(v) ? (v as Answers[]) : [];
    return {
      label: f.label,
      rows: rows.map((row, i) => ({
        label: `${f.rowLabel ?? 'Item'} ${i + 1}`,
        entries: f.fields.filter((g) => printed(g, row[g.id])).map((g) => entryOf(g, row[g.id])),
      })),
    };
  }
  if (f.kind === 'signature' && v && typeof v === 'object') {
    const s = v as { photoId: string; signedBy: string };
    return { label: f.label, signature: { photoId: s.photoId, signedBy: s.signedBy } };
  }
  return { label: f.label, value: answerText(f, v) };
}

/** A form's sections with the answers as the report prints them. */
export function reportSections(definition: FormDefinition, answers: Answers): ReportForm['sections'] {
  return definition.sections.map((s) => ({
    title: s.title,
    entries: s.fields.filter((f) => printed(f, answers[f.id])).map((f) => entryOf(f, answers[f.id])),
  }));
}

/** Every photo id the report draws (signatures), in order. */
export function reportSignaturePhotoIds(report: ServiceReport): string[] {
  const ids: string[] = [];
  const visit = (entries: ReportEntry[]) => {
    for (const e of entries) {
      if ('signature' in e) ids.push(e.signature.photoId);
      if ('rows' in e) for (const r of e.rows) visit(r.entries);
    }
  };
  for (const f of report.forms) for (const s of f.sections) visit(s.entries);
  return ids;
}

/** Hours by member, as the diary logged them, in the order of their first entry; hours of a removed member as "A former member". */
export function labourOf(hours: { hours: number; user: { name: string } | null }[]): ServiceReport['labour'] {
  const byWho = new Map<string, number>();
  for (const h of hours) {
    const who = h.user?.name ?? 'A former member';
    byWho.set(who, (byWho.get(who) ?? 0) + h.hours);
  }
  return [...byWho].map(([who, total]) => ({ who, hours: Math.round(total * 100) / 100 }));
}

/** Parts by name (the same part logged twice is added up), in the order first logged. */
export function partsOf(parts: { partName: string; quantity: number }[]): ServiceReport['parts'] {
  const byName = new Map<string, number>();
  for (const p of parts) byName.set(p.partName, (byName.get(p.partName) ?? 0) + p.quantity);
  return [...byName].map(([name, quantity]) => ({ name, quantity }));
}

/** A unit as the report names it: its make, model and serial in one line. */
export interface ReportUnit {
  name: string;
  make: string | null;
  model: string | null;
  serial: string | null;
}

/**
 * What a service report is built from: the job as the server reads it, or as a phone holds it with its changes
 * waiting laid over it. Every list is in the order the report prints it (technicians and units by name, hours, parts
 * and forms in the order they were added).
 */
export interface ReportSource {
  business: ServiceReport['business'];
  timeZone: string;
  job: { title: string; description: string | null; scheduledAt: Date | string | null };
  customer: ServiceReport['customer'];
  technicians: string[];
  equipment: ReportUnit[];
  hours: { hours: number; user: { name: string } | null }[];
  parts: { partName: string; quantity: number }[];
  forms: { title: string; equipment: string | null; status: string; revision: number; definition: FormDefinition; answers: Answers }[];
}

/** The report of a job, its parts in a fixed order: equal sources give equal reports, and so equal digests. */
export function buildServiceReport(s: ReportSource): ServiceReport {
  return {
    business: { name: s.business.name, abn: s.business.abn, phone: s.business.phone, email: s.business.email },
    job: {
      title: s.job.title,
      description: s.job.description,
      scheduledOn: s.job.scheduledAt ? formatLongDay(dayKeyOf(s.job.scheduledAt, s.timeZone)) : null,
    },
    customer: s.customer ? { name: s.customer.name, address: s.customer.address } : null,
    technicians: [...s.technicians],
    equipment: s.equipment.map((e) => ({
      name: e.name,
      details: [e.make, e.model, e.serial && `serial ${e.serial}`].filter(Boolean).join(' · ') || null,
    })),
    labour: labourOf(s.hours),
    parts: partsOf(s.parts),
    forms: s.forms.map((f) => ({
      title: f.title,
      equipment: f.equipment,
      submitted: f.status === 'submitted',
      revision: f.revision,
      sections: reportSections(f.definition, f.answers),
    })),
  };
}

/** The report with each signature's photo id put through `idOf` (a phone's own names for photos not sent yet). */
export function withReportPhotoIds(report: ServiceReport, idOf: (photoId: string) => string): ServiceReport {
  const entries = (list: ReportEntry[]): ReportEntry[] =>
    list.map((e) => {
      if ('signature' in e) return { label: e.label, signature: { photoId: idOf(e.signature.photoId), signedBy: e.signature.signedBy } };
      if ('rows' in e) return { label: e.label, rows: e.rows.map((r) => ({ label: r.label, entries: entries(r.entries) })) };
      return e;
    });
  return {
    ...report,
    forms: report.forms.map((f) => ({ ...f, sections: f.sections.map((s) => ({ title: s.title, entries: entries(s.entries) })) })),
  };
}
