import { z } from 'zod';
import { sendCertificateSchema } from '../domain/forms/certificate/send-certificate.ts';
import { camelKeys } from '../views/account.views.ts';
import { route } from './contract.ts';

// Certificates (docs/forms.md → CCEW): the NSW CCEW's PDF, emailing it, and the report of certificates due.

const byId = z.object({ id: z.string() });

export const certificateSentJson = z.object({
  id: z.string(),
  sent_to: z.array(z.string()),
  sent_at: z.string().nullable(),
  sent_by_id: z.string().nullable(),
});

export const certificateDueJson = z.object({
  /** The form's id. */
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  customer: z.string().nullable(),
  status: z.enum(['draft', 'submitted']),
  serial: z.string().nullable(),
  tested_on: z.string(),
  due_on: z.string(),
  days_left: z.number().int(),
});

export const certificatesContract = {
  certificatePdf: route({
    method: 'GET',
    path: '/api/job-forms/{id}/certificate',
    summary: 'The certificate of a submitted NSW CCEW form as an A4 PDF (409 for a draft or another form)',
    access: 'user',
    params: byId,
    response: z.unknown(),
    responseType: 'application/pdf',
  }),
  sendCertificate: route({
    method: 'POST',
    path: '/api/job-forms/{id}/send-certificate',
    summary:
      "Email a submitted CCEW's PDF {email_to?}: by default to the customer and Building Commission NSW; records who it went to, when and by whom (sending again records the latest)",
    access: { can: 'fillForms' },
    params: byId,
    body: z.preprocess(camelKeys, sendCertificateSchema),
    response: certificateSentJson,
  }),
  certificatesDue: route({
    method: 'GET',
    path: '/api/form-reports/certificates-due',
    summary:
      'NSW CCEWs not sent yet (submitted, or drafts with a test date), with their due date (the test date + 7 days) and days left, soonest due first',
    access: { can: 'seeFormReports' },
    response: z.array(certificateDueJson),
  }),
} as const;
