import { type CertificateDue, listCertificatesDue } from '../../domain/forms/certificate/list-certificates-due.ts';
import { sendCertificate } from '../../domain/forms/certificate/send-certificate.ts';
import { getJobForm } from '../../domain/forms/list-job-forms.ts';
import { certificateDueOn } from '../../rules/certificates.ts';
import type { Answers } from '../../rules/form-answers.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';

// Certificates (docs/forms.md → CCEW): the due clock and sending on a certificate form, emailing it, and the report
// of certificates due (REST: certificates.contract.ts). The PDF is REST's alone (GET /api/job-forms/{id}/certificate).

builder.prismaObjectFields('JobForm', (t) => ({
  certificateDueOn: t.string({
    nullable: true,
    description: 'A NSW CCEW: the day it is due (the test date + 7 days, YYYY-MM-DD); null for other forms or before the test date',
    select: { answers: true, templateVersion: { select: { template: { select: { builtInKey: true } } } } },
    resolve: (f) => certificateDueOn(f.templateVersion.template.builtInKey, f.answers as Answers),
  }),
  sentTo: t.exposeStringList('sentTo', { description: 'A certificate: the addresses it was last emailed to' }),
  sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'A certificate: when it was last emailed' }),
  sentById: t.exposeID('sentById', { nullable: true }),
  sentBy: t.relation('sentBy', { nullable: true, description: 'Who last emailed the certificate' }),
}));

const CertificateDueRef = builder.objectRef<CertificateDue>('CertificateDue').implement({
  description: 'A NSW CCEW not sent yet, with its due date',
  fields: (t) => ({
    id: t.exposeID('formId', { description: "The form's id" }),
    jobId: t.exposeID('jobId'),
    jobTitle: t.exposeString('jobTitle'),
    customer: t.exposeString('customer', { nullable: true }),
    status: t.exposeString('status', { description: 'draft or submitted' }),
    serial: t.exposeString('serial', { nullable: true }),
    testedOn: t.exposeString('testedOn'),
    dueOn: t.exposeString('dueOn'),
    daysLeft: t.exposeInt('daysLeft', { description: 'Days to the due date in the organisation’s zone: 0 today, negative overdue' }),
  }),
});

builder.queryField('certificatesDue', (t) =>
  t.field({
    type: [CertificateDueRef],
    authScopes: { can: 'seeFormReports' },
    description: 'NSW CCEWs not sent yet (submitted, or drafts with a test date), soonest due first',
    resolve: (_root, _args, ctx) => listCertificatesDue(ctx),
  }),
);

builder.mutationField('sendCertificate', (t) =>
  t.prismaField({
    type: 'JobForm',
    errors: appErrors,
    authScopes: { can: 'fillForms' },
    description:
      "Email a submitted CCEW's PDF: by default to the customer and Building Commission NSW; records who it went to, when and by whom",
    args: { formId: t.arg.id({ required: true }), emailTo: t.arg.stringList() },
    resolve: async (query, _root, { formId, emailTo }, ctx) => {
      await sendCertificate(ctx, formId, { emailTo: emailTo ?? undefined });
      return getJobForm(ctx, formId, selection(query));
    },
  }),
);
