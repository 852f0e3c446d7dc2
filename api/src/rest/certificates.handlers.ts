import { listCertificatesDue } from '../domain/forms/certificate/list-certificates-due.ts';
import { certificatePdf } from '../domain/forms/certificate/render-certificate.ts';
import { sendCertificate } from '../domain/forms/certificate/send-certificate.ts';
import { certificatesContract } from './certificates.contract.ts';
import { type BoundRoute, implement } from './contract.ts';
import { sendPdf } from './pdf-reply.ts';

// Certificates: contracts in certificates.contract.ts, implemented here, each one domain call.
export const certificatesRoutes: BoundRoute[] = implement(certificatesContract, {
  async certificatePdf({ ctx, params, reply }) {
    return sendPdf(reply, await certificatePdf(ctx, params.id), 'no-store');
  },
  async sendCertificate({ ctx, params, body }) {
    const s = await sendCertificate(ctx, params.id, body);
    return { id: s.id, sent_to: s.sentTo, sent_at: s.sentAt?.toISOString() ?? null, sent_by_id: s.sentById };
  },
  async certificatesDue({ ctx }) {
    return (await listCertificatesDue(ctx)).map((c) => ({
      id: c.formId,
      job_id: c.jobId,
      job_title: c.jobTitle,
      customer: c.customer,
      status: c.status,
      serial: c.serial,
      tested_on: c.testedOn,
      due_on: c.dueOn,
      days_left: c.daysLeft,
    }));
  },
});
