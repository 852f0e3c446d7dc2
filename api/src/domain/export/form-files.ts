import type { Db } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { formatCsv } from '../../rules/csv.ts';
import { type Answers, photoIdsOf } from '../../rules/form-answers.ts';
import type { FormDefinition, FormField } from '../../rules/form-definition.ts';
import { answerText } from '../../rules/service-report.ts';
import { formAnswersPath, photoPath, signOffReportPath } from './export-paths.ts';
import type { ExportProgress } from './export-progress.ts';
import type { ZipWriter } from './zip-entries.ts';

// The forms in the full export (docs/export.md): each form's answers as a CSV a person reads (a row per answer,
// in the form's order, a group's rows numbered), and each customer sign-off's PDF as it was kept. Photos and drawn
// signatures are job photos, already under photos/: an answer names the files it shows.

/** Forms (or sign-offs) read per statement. */
const PAGE = 100;

export const FORM_ANSWERS_HEADER = ['section', 'field', 'fieldId', 'row', 'answer'] as const;

/** Where each photo id of the answers is in the export. */
type PhotoFiles = ReadonlyMap<string, string>;

function answerCell(f: Exclude<FormField, { kind: 'group' }>, v: unknown, files: PhotoFiles): string {
  const file = (id: string) => files.get(id) ?? `(photo ${id} no longer on the job)`;
  if (f.kind === 'signature' && v && typeof v === 'object') {
    const s = v as { photoId: string; signedBy: string };
    return `Signed by ${s.signedBy}: ${file(s.photoId)}`;
  }
  if (f.kind === 'photo' && Array.isArray(v)) return (v as string[]).map(file).join(';');
  return answerText(f, v);
}

/** A form's answers as CSV rows: every field of the version it was filled on, a group's answers once per row. */
export function formAnswerRows(definition: FormDefinition, answers: Answers, files: PhotoFiles): string[][] {
  const rows: string[][] = [];
  for (const section of definition.sections) {
    for (const f of section.fields) {
      if (f.kind !== 'group') {
        rows.push([section.title, f.label, f.id, '', answerCell(f, answers[f.id], files)]);
        continue;
      }
      const groupRows = Array.isArray(answers[f.id]) ? (answers[f.id] as Answers[]) : [];
      groupRows.forEach((row, i) => {
        for (const g of f.fields)
          rows.push([section.title, `${f.label}: ${g.label}`, `${f.id}.${g.id}`, String(i + 1), answerCell(g, row[g.id], files)]);
      });
    }
  }
  return rows;
}

/** Every form's answers as forms/<jobId>/<formId>.csv, a page of forms (and the photos they name) per statement. */
export async function addFormAnswers(zip: ZipWriter, db: Db, progress: ExportProgress) {
  let after: string | undefined;
  for (;;) {
    const forms = await db.jobForm.findMany({
      where: after ? { id: { gt: after } } : {},
      select: { id: true, jobId: true, answers: true, templateVersion: { select: { definition: true } } },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    const definitionOf = (form: (typeof forms)[number]) => form.templateVersion.definition as unknown as FormDefinition;
    const named = new Set(forms.flatMap((form) => photoIdsOf(definitionOf(form), form.answers as Answers).map((p) => p.photoId)));
    const files = new Map(
      named.size
        ? (await db.jobPhoto.findMany({ where: { id: { in: [...named] } }, select: { id: true, jobId: true, storageKey: true } })).map(
            (p) => [p.id, photoPath(p)],
          )
        : [],
    );
    for (const form of forms) {
      const rows = formAnswerRows(definitionOf(form), form.answers as Answers, files);
      await zip.add(formAnswersPath(form), `${formatCsv([[...FORM_ANSWERS_HEADER], ...rows])}\r\n`);
      await progress.step(1);
    }
    if (forms.length < PAGE) return;
    after = forms[forms.length - 1].id;
  }
}

/** Each sign-off's service report PDF, the bytes kept when it was signed; a file missing from storage is listed. */
export async function addSignOffReports(zip: ZipWriter, db: Db, storage: Storage, missing: string[], progress: ExportProgress) {
  let after: string | undefined;
  for (;;) {
    const signOffs = await db.jobSignOff.findMany({
      where: after ? { id: { gt: after } } : {},
      select: { id: true, jobId: true, reportKey: true },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    for (const signOff of signOffs) {
      const file = await storage.get(signOff.reportKey);
      if (file) await zip.add(signOffReportPath(signOff), file.stream);
      else missing.push(signOffReportPath(signOff));
      await progress.step(1);
    }
    if (signOffs.length < PAGE) return;
    after = signOffs[signOffs.length - 1].id;
  }
}
