import { createHash } from 'node:crypto';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { formatAddress } from '../../rules/address.ts';
import type { Answers } from '../../rules/form-answers.ts';
import type { FormDefinition } from '../../rules/form-definition.ts';
import { buildServiceReport, type ServiceReport } from '../../rules/service-report.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { EQUIPMENT_ORDER, TECHNICIAN_ORDER } from '../jobs/job-query.ts';

/** The report's digest: SHA-256 of its JSON (the report is built in a fixed order, so equal reports give equal digests). */
const reportDigest = (report: ServiceReport): string => createHash('sha256').update(JSON.stringify(report)).digest('hex');

const byCreated = { orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] };

/**
 * What the service report reads of a job the viewer sees: the organisation's printed details, the customer, the
 * technicians, units, hours, parts and forms (with their versions' fields), in one statement.
 */
const reportSelect = {
  id: true,
  title: true,
  description: true,
  status: true,
  scheduledAt: true,
  customerId: true,
  customer: { select: { name: true, contactName: true, email: true, street: true, suburb: true, state: true, postcode: true } },
  org: { select: { name: true, abn: true, phone: true, email: true, timeZone: true } },
  technicians: { select: { user: { select: { name: true } } }, orderBy: TECHNICIAN_ORDER },
  equipment: {
    select: { equipment: { select: { id: true, name: true, make: true, model: true, serial: true } } },
    orderBy: EQUIPMENT_ORDER,
  },
  hours: { select: { hours: true, user: { select: { name: true } } }, ...byCreated },
  parts: { select: { partName: true, quantity: true }, ...byCreated },
  forms: {
    select: {
      status: true,
      revision: true,
      answers: true,
      equipment: { select: { name: true } },
      templateVersion: { select: { definition: true, template: { select: { name: true } } } },
    },
    ...byCreated,
  },
} satisfies Prisma.JobSelect;

/** The job's service report as it stands now, its digest, and what sending it needs (the customer's email, the zone). */
export async function serviceReportOf(ctx: Context, user: UserViewer, jobId: string) {
  const job = await findVisibleJob(ctx, user, jobId, reportSelect);
  const { org, customer } = job;
  const report = buildServiceReport({
    business: { name: org.name, abn: org.abn, phone: org.phone, email: org.email },
    timeZone: org.timeZone,
    job,
    customer: customer ? { name: customer.name, address: formatAddress(customer) || null } : null,
    technicians: job.technicians.map((t) => t.user.name),
    equipment: job.equipment.map((e) => e.equipment),
    hours: job.hours,
    parts: job.parts,
    forms: job.forms.map((f) => ({
      title: f.templateVersion.template.name,
      equipment: f.equipment?.name ?? null,
      status: f.status,
      revision: f.revision,
      definition: f.templateVersion.definition as unknown as FormDefinition,
      answers: f.answers as Answers,
    })),
  });
  return {
    report,
    digest: reportDigest(report),
    job: { id: job.id, status: job.status, customerId: job.customerId, equipmentIds: job.equipment.map((e) => e.equipment.id) },
    customer,
    org,
  };
}
