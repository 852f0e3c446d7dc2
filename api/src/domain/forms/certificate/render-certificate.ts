import { requireUser } from '../../../auth/guards.ts';
import type { Context } from '../../../context.ts';
import type { ReportEntry } from '../../../rules/service-report.ts';
import { reportSections } from '../../../rules/service-report.ts';
import { formatLongDay } from '../../../rules/zoned-time.ts';
import { INK, MARGIN, MUTED, renderA4 } from '../../documents/a4-pdf.ts';
import type { DocumentPdf } from '../../documents/document-pdf.ts';
import { entries, heading, pair, pdfFileName, WIDTH } from '../../documents/report-pdf-layout.ts';
import { jobImages } from '../../sign-off/report-images.ts';
import { type CertificateForm, certificateForm } from './certificate-form.ts';

// The NSW CCEW as an A4 PDF (docs/forms.md → CCEW): the business's printed details, the serial number, test and due
// dates, then the form's sections with their answers as the service report prints them, the tester's signature drawn.

export const CERTIFICATE_TITLE = 'Certificate of Compliance for Electrical Work (NSW)';

/** The file name the certificate is saved and attached under. */
export const certificateFileName = (serial: string | null) => pdfFileName(`CCEW ${serial ?? 'certificate'}`);

/** Draws a loaded certificate form; the same form gives the same bytes. */
export async function renderCertificate(ctx: Context, c: CertificateForm): Promise<DocumentPdf> {
  const { form, definition, answers, testedOn, dueOn } = c;
  const org = form.job.org;
  const sections = reportSections(definition, answers);
  const ids: string[] = [];
  const visit = (list: ReportEntry[]) => {
    for (const e of list) {
      if ('signature' in e) ids.push(e.signature.photoId);
      if ('rows' in e) for (const r of e.rows) visit(r.entries);
    }
  };
  for (const s of sections) visit(s.entries);
  const { drawable } = await jobImages(ctx, form.jobId, ids);
  const serial = typeof answers.serial === 'string' ? answers.serial : null;
  const licence = typeof answers.contractor_licence === 'string' ? answers.contractor_licence : null;
  const bytes = await renderA4(
    { title: `${CERTIFICATE_TITLE}${serial ? ` ${serial}` : ''}`, author: org.name, createdAt: form.submittedAt ?? new Date(0) },
    (pdf) => {
      pdf.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(CERTIFICATE_TITLE, MARGIN, MARGIN, { width: WIDTH });
      pdf.font('Helvetica').fontSize(10).fillColor(MUTED);
      const business = [org.name, org.abn && `ABN ${org.abn}`, licence && `Licence ${licence}`, org.phone, org.email].filter(Boolean);
      pdf.text(business.join(' · '), { width: WIDTH });
      pdf.fillColor(INK);
      heading(pdf, 'Certificate');
      pair(pdf, 'Serial number', serial ?? '—');
      pair(pdf, 'Job', form.job.title);
      pair(pdf, 'Date of test', testedOn ? formatLongDay(testedOn) : '—');
      pair(pdf, 'Due by', dueOn ? formatLongDay(dueOn) : '—');
      if (form.revision) pair(pdf, 'Corrected', `${form.revision}×`);
      for (const section of sections.filter((s) => s.title !== 'Certificate')) {
        heading(pdf, section.title);
        entries(pdf, section.entries, drawable);
      }
    },
    (page, pages) => `${org.name} · CCEW ${serial ?? ''} · page ${page} of ${pages}`,
  );
  return { fileName: certificateFileName(serial), bytes };
}

/** The certificate PDF of a submitted CCEW form on a job the caller sees. */
export async function certificatePdf(ctx: Context, formId: string): Promise<DocumentPdf> {
  const user = requireUser(ctx);
  return renderCertificate(ctx, await certificateForm(ctx, user, formId));
}
