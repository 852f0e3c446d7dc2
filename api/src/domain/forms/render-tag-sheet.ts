import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Answers } from '../../rules/form-answers.ts';
import type { FormDefinition } from '../../rules/form-definition.ts';
import { itemGroupOf } from '../../rules/form-items.ts';
import { formatLongDay } from '../../rules/zoned-time.ts';
import { A4, INK, MARGIN, MUTED, RULE, renderA4 } from '../documents/a4-pdf.ts';
import type { DocumentPdf } from '../documents/document-pdf.ts';
import { drawQrCode, QR_SIZE } from '../documents/render-pdf.ts';
import { pdfFileName } from '../documents/report-pdf-layout.ts';
import { publicLink } from '../messaging/public-link.ts';
import { findVisibleForm } from './find-visible-form.ts';

// The tag sheet of a test-and-tag form (docs/forms.md → Test and tag): an A4 page of labels, one per recorded item —
// the business, the item, its asset tag, tested on, result, next test due, the tester, and a QR code opening the
// unit's page in the app.

export const tagSheetMessages = {
  notSubmitted: 'The tag sheet is printed from a submitted form: submit it first',
  noItems: 'This form recorded no items to tag: only a test-and-tag form on a job with a customer records them',
} as const;

/** Where a form's tag sheet is downloaded. */
export const tagSheetPath = (formId: string) => `/api/job-forms/${formId}/tag-sheet`;
/** The unit's page in the app (what a label's QR code opens). */
export const equipmentPagePath = (equipmentId: string) => `/equipment/${equipmentId}`;

const COLUMNS = 2;
const ROWS = 4;
const GAP = 12;
const LABEL_W = (A4.width - 2 * MARGIN - GAP * (COLUMNS - 1)) / COLUMNS;
const LABEL_H = (A4.height - 2 * MARGIN - 24 - GAP * (ROWS - 1)) / ROWS;
const PAD = 10;

export interface TagLabel {
  equipmentId: string;
  description: string;
  assetTag: string;
  result: string;
  testedOn: string;
  nextDueOn: string | null;
}

const resultText = (r: string) => (r === 'pass' ? 'PASS' : r === 'fail' ? 'FAIL: withdrawn from service' : 'Not tested');
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** A submitted form with recorded items on a job the caller sees, and what its labels print. */
async function tagSheetOf(ctx: Context, formId: string) {
  const form = await findVisibleForm(ctx, requireUser(ctx), formId, {
    select: {
      id: true,
      status: true,
      answers: true,
      submittedAt: true,
      templateVersion: { select: { definition: true, template: { select: { name: true } } } },
      job: { select: { title: true, org: { select: { name: true, phone: true } } } },
      items: { orderBy: { row: 'asc' }, select: { row: true, result: true, testedOn: true, nextDueOn: true, equipment: true } },
    },
  });
  if (form.status !== 'submitted') throw new AppError('CONFLICT', tagSheetMessages.notSubmitted);
  if (!form.items.length) throw new AppError('CONFLICT', tagSheetMessages.noItems);
  const answers = form.answers as Answers;
  const group = itemGroupOf(form.templateVersion.definition as unknown as FormDefinition);
  const rows = group && Array.isArray(answers[group.id]) ? (answers[group.id] as Answers[]) : [];
  const labels: TagLabel[] = form.items.map((i) => {
    const described = rows[i.row]?.description;
    return {
      equipmentId: i.equipment.id,
      description: typeof described === 'string' && described.trim() ? described.trim() : i.equipment.name,
      assetTag: i.equipment.assetTag ?? '',
      result: i.result,
      testedOn: dayKey(i.testedOn),
      nextDueOn: i.nextDueOn ? dayKey(i.nextDueOn) : null,
    };
  });
  return { form, labels, tester: typeof answers.tester === 'string' ? answers.tester : null };
}

/** The tag sheet PDF of a submitted form that recorded items, on a job the caller sees. */
export async function tagSheetPdf(ctx: Context, formId: string, options: { compress?: boolean } = {}): Promise<DocumentPdf> {
  const { form, labels, tester } = await tagSheetOf(ctx, formId);
  const org = form.job.org;
  const bytes = await renderA4(
    { title: `Tag sheet: ${form.job.title}`, author: org.name, createdAt: form.submittedAt ?? new Date(0), compress: options.compress },
    (pdf) => {
      labels.forEach((label, i) => {
        const onPage = i % (COLUMNS * ROWS);
        if (i > 0 && onPage === 0) pdf.addPage();
        const x = MARGIN + (onPage % COLUMNS) * (LABEL_W + GAP);
        const y = MARGIN + Math.floor(onPage / COLUMNS) * (LABEL_H + GAP);
        drawLabel(
          pdf,
          label,
          x,
          y,
          { business: org.name, phone: org.phone, tester },
          publicLink(ctx.config, equipmentPagePath(label.equipmentId)),
        );
      });
    },
    (page, pages) => `${org.name} · ${form.job.title} · tag sheet · page ${page} of ${pages}`,
  );
  return { fileName: pdfFileName(`Tag sheet ${form.job.title}`), bytes };
}

function drawLabel(
  pdf: PDFKit.PDFDocument,
  label: TagLabel,
  x: number,
  y: number,
  by: { business: string; phone: string | null; tester: string | null },
  link: string,
) {
  pdf.roundedRect(x, y, LABEL_W, LABEL_H, 6).lineWidth(0.75).strokeColor(RULE).stroke();
  const textW = LABEL_W - 2 * PAD - QR_SIZE - 6;
  const left = x + PAD;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  pdf.text([by.business, by.phone].filter(Boolean).join(' · '), left, y + PAD, { width: LABEL_W - 2 * PAD, height: 12, ellipsis: true });
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  pdf.text(label.description, left, pdf.y + 3, { width: textW, height: 28, ellipsis: true });
  const line = (name: string, value: string, bold = false) => {
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${name} `, left, pdf.y + 2, { width: textW, continued: true });
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor(INK)
      .text(value);
  };
  line('Asset tag', label.assetTag, true);
  line('Tested', formatLongDay(label.testedOn));
  line('Result', resultText(label.result), true);
  line('Next test due', label.nextDueOn ? formatLongDay(label.nextDueOn) : '—', true);
  if (by.tester) line('Tester', by.tester);
  drawQrCode(pdf, link, x + LABEL_W - PAD - QR_SIZE, y + PAD + 16);
  pdf.font('Helvetica').fontSize(6.5).fillColor(MUTED);
  pdf.text('Scan for this item’s history', x + LABEL_W - PAD - QR_SIZE, y + PAD + 16 + QR_SIZE + 2, { width: QR_SIZE, align: 'center' });
}
