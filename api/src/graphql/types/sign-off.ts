import { SignOffOutcome } from '../../db/generated/enums.ts';
import { getServiceReport } from '../../domain/sign-off/read-sign-offs.ts';
import { signOffsOfCustomer, signOffsOfEquipment } from '../../domain/sign-off/record-sign-offs.ts';
import { signOffJob } from '../../domain/sign-off/sign-off-job.ts';
import { SIGN_OFF_ORDER, signOffReportUrl } from '../../domain/sign-off/sign-off-query.ts';
import { builder } from '../builder.ts';
import { defined, selection } from '../query.ts';
import { appErrors } from './errors.ts';

// The customer's sign-off of a job (docs/forms.md → Customer sign-off): the report the signing screen shows, the
// sign-off pinned to it by its digest, and the job's sign-offs with their PDFs. Each resolver is one domain call.

const SignOffOutcomeEnum = builder.enumType(SignOffOutcome, { name: 'SignOffOutcome' });

builder.prismaObject('JobSignOff', {
  description: "The customer's sign-off of a job, or their refusal, kept with the report they were shown as a PDF",
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    jobId: t.exposeID('jobId'),
    job: t.relation('job'),
    outcome: t.expose('outcome', { type: SignOffOutcomeEnum }),
    signerName: t.exposeString('signerName'),
    declineReason: t.exposeString('declineReason', { nullable: true }),
    signaturePhotoId: t.exposeID('signaturePhotoId', { nullable: true, description: "The drawn signature: one of the job's photos" }),
    recordedBy: t.relation('recordedBy', { nullable: true, description: 'The member whose screen it was signed on' }),
    signedAt: t.expose('signedAt', { type: 'DateTime' }),
    reportUrl: t.string({
      description: 'Where the signed report’s PDF is fetched (signed in)',
      select: { jobId: true },
      resolve: (s) => signOffReportUrl(s),
    }),
    reportSha256: t.exposeString('reportSha256', { description: 'SHA-256 (hex) of the PDF as kept when signed' }),
    emailedTo: t.exposeStringList('emailedTo'),
    emailedAt: t.expose('emailedAt', { type: 'DateTime', nullable: true }),
    emailProblem: t.exposeString('emailProblem', { nullable: true, description: 'Why the report was not emailed' }),
  }),
});

builder.prismaObjectFields('Job', (t) => ({
  signOffs: t.relation('signOffs', {
    description: "The customer's sign-offs, newest first (the newest counts)",
    query: { orderBy: SIGN_OFF_ORDER },
  }),
}));

builder.prismaObjectFields('Customer', (t) => ({
  signOffs: t.prismaField({
    type: ['JobSignOff'],
    description: "The customer's signed service reports: the sign-offs of their jobs the viewer sees, newest first (at most 50)",
    resolve: (query, c, _args, ctx) => signOffsOfCustomer(ctx, c.id, selection(query)),
  }),
}));

builder.prismaObjectFields('Equipment', (t) => ({
  signOffs: t.prismaField({
    type: ['JobSignOff'],
    description: "The unit's signed service reports: the sign-offs of the jobs it was on that the viewer sees, newest first (at most 50)",
    resolve: (query, e, _args, ctx) => signOffsOfEquipment(ctx, e.id, selection(query)),
  }),
}));

const ServiceReport = builder.objectRef<{ report: unknown; digest: string; customerEmail: string | null }>('ServiceReport').implement({
  description: 'The service report as the customer would sign it now',
  fields: (t) => ({
    report: t.field({
      type: 'JSON',
      description: 'business, job, customer, technicians, equipment, labour, parts, forms (docs/forms.md)',
      resolve: (r) => r.report,
    }),
    digest: t.exposeString('digest', { description: 'Send it back with the sign-off: the job must still give this report' }),
    customerEmail: t.exposeString('customerEmail', { nullable: true, description: 'Where the signed report goes unless others are named' }),
  }),
});

const SignOffInput = builder.inputType('SignOffInput', {
  fields: (t) => ({
    outcome: t.field({ type: SignOffOutcomeEnum, required: true }),
    signerName: t.string({ required: true }),
    signaturePhotoId: t.id({ description: "Signed: the drawn signature, uploaded as one of the job's photos" }),
    declineReason: t.string({ description: 'Declined: why' }),
    digest: t.string({ required: true, description: "The shown report's digest (serviceReport.digest)" }),
    emailTo: t.stringList({ description: "Where to email the signed report (default: the customer's email; [] for none)" }),
    signedAt: t.field({
      type: 'DateTime',
      description: 'Taken on a phone without signal and sent later: when the customer signed (within the last 30 days)',
    }),
  }),
});

builder.queryFields((t) => ({
  serviceReport: t.field({
    type: ServiceReport,
    authScopes: { loggedIn: true },
    description: 'The service report of a job the viewer sees, as the customer would sign it now',
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_root, { jobId }, ctx) => getServiceReport(ctx, jobId),
  }),
}));

builder.mutationFields((t) => ({
  signOffJob: t.prismaField({
    type: 'JobSignOff',
    errors: appErrors,
    authScopes: { can: 'signOffJobs' },
    description: "Record the customer's sign-off (or refusal) of the report shown; the signed PDF is kept and emailed",
    args: { jobId: t.arg.id({ required: true }), input: t.arg({ type: SignOffInput, required: true }) },
    resolve: (query, _root, { jobId, input }, ctx) =>
      signOffJob(ctx, jobId, defined({ ...input, signedAt: input.signedAt?.toISOString() }), selection(query)),
  }),
}));
