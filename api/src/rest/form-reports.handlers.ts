import { listUnsignedSwms } from '../domain/forms/list-unsigned-swms.ts';
import { type BoundRoute, implement } from './contract.ts';
import { formReportsContract } from './form-reports.contract.ts';

export const formReportsRoutes: BoundRoute[] = implement(formReportsContract, {
  unsignedSwms: async ({ ctx }) =>
    (await listUnsignedSwms(ctx)).map((s) => ({
      id: s.formId,
      job_id: s.jobId,
      template: s.template,
      job_title: s.jobTitle,
      customer: s.customer,
      scheduled_at: s.scheduledAt?.toISOString() ?? null,
      technicians: s.technicians,
      workers: s.workers,
      signed: s.signed,
    })),
});
