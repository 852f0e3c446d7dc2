import { z } from 'zod';
import { signOffSchema } from '../domain/sign-off/schemas.ts';
import { camelKeys } from '../views/account.views.ts';
import { serviceReportJson, signOffJson } from '../views/sign-off.views.ts';
import { route } from './contract.ts';

// The customer's sign-off of a job (docs/forms.md → Customer sign-off): the report the signing screen shows, the
// sign-off itself (signed or declined, pinned to that report by its digest), the job's sign-offs and their PDFs.

/** A job, customer or unit by id. */
const byJob = z.object({ id: z.string().min(1) });
const bySignOff = z.object({ id: z.string().min(1), signOffId: z.string().min(1) });

export const signOffContract = {
  serviceReport: route({
    method: 'GET',
    path: '/api/jobs/{id}/service-report',
    summary: 'The service report as the customer would sign it now (job, units, labour, parts, forms) and its digest',
    access: 'user',
    params: byJob,
    response: serviceReportJson,
  }),
  signOff: route({
    method: 'POST',
    path: '/api/jobs/{id}/sign-off',
    summary:
      "Record the customer's sign-off {outcome: signed|declined, signer_name, signature_photo_id (signed: one of the job's photos), decline_reason (declined), digest (the report shown), email_to? (default: the customer's email; [] for none), signed_at? (taken offline: when the customer signed, within the last 30 days)}: the signed report is kept as a PDF with its SHA-256 and emailed (job.signed_off)",
    access: { can: 'signOffJobs' },
    params: byJob,
    body: z.preprocess(camelKeys, signOffSchema),
    response: signOffJson,
    status: 201,
  }),
  listSignOffs: route({
    method: 'GET',
    path: '/api/jobs/{id}/sign-offs',
    summary: "A job's sign-offs, newest first (the newest counts)",
    access: 'user',
    params: byJob,
    response: z.array(signOffJson),
  }),
  customerSignOffs: route({
    method: 'GET',
    path: '/api/customers/{id}/sign-offs',
    summary: "The customer's signed service reports: the sign-offs of their jobs the caller sees, newest first (at most 50)",
    access: 'user',
    params: byJob,
    response: z.array(signOffJson),
  }),
  equipmentSignOffs: route({
    method: 'GET',
    path: '/api/equipment/{id}/sign-offs',
    summary: "The unit's signed service reports: the sign-offs of the jobs it was on that the caller sees, newest first (at most 50)",
    access: 'user',
    params: byJob,
    response: z.array(signOffJson),
  }),
  report: route({
    method: 'GET',
    path: '/api/jobs/{id}/sign-offs/{signOffId}/report',
    summary: 'The signed service report as a PDF, exactly as kept when it was signed (its SHA-256 is the sign-off’s report_sha256)',
    access: 'user',
    params: bySignOff,
    response: z.unknown(),
    responseType: 'application/pdf',
  }),
} as const;
