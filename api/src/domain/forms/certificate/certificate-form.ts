import type { UserViewer } from '../../../auth/viewer.ts';
import type { Context } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { certificateDueOn, certificateMessages, isCertificate, testDateOf } from '../../../rules/certificates.ts';
import type { Answers } from '../../../rules/form-answers.ts';
import type { FormDefinition } from '../../../rules/form-definition.ts';
import { findVisibleForm } from '../find-visible-form.ts';

/**
 * A submitted certificate form on a job the caller sees, with what printing and sending it read: the business's
 * printed details, the job and its customer. Another form is 'Form not found'; a form of another template or a draft
 * is a conflict with its reason.
 */
export async function certificateForm(ctx: Context, user: UserViewer, formId: string) {
  const form = await findVisibleForm(ctx, user, formId, {
    select: {
      id: true,
      jobId: true,
      status: true,
      answers: true,
      revision: true,
      submittedAt: true,
      sentTo: true,
      sentAt: true,
      templateVersion: { select: { definition: true, template: { select: { name: true, builtInKey: true } } } },
      job: {
        select: {
          title: true,
          customer: { select: { name: true, contactName: true, email: true } },
          org: { select: { name: true, abn: true, phone: true, email: true, timeZone: true } },
        },
      },
    },
  });
  const builtInKey = form.templateVersion.template.builtInKey;
  if (!isCertificate(builtInKey)) throw new AppError('CONFLICT', certificateMessages.notCertificate);
  if (form.status !== 'submitted') throw new AppError('CONFLICT', certificateMessages.notSubmitted);
  const answers = form.answers as Answers;
  return {
    form,
    definition: form.templateVersion.definition as unknown as FormDefinition,
    answers,
    testedOn: testDateOf(answers),
    dueOn: certificateDueOn(builtInKey, answers),
  };
}
export type CertificateForm = Awaited<ReturnType<typeof certificateForm>>;
