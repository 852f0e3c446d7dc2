import { parseDate } from '@internationalized/date';
import {
  Banner,
  Button,
  Card,
  DatePicker,
  Form,
  FormActions,
  FormRow,
  Grid,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CustomerPicker } from '../../kit/pickers/CustomerPicker';
import { messageOf } from '../../lib/error-message';
import { focusFirstError } from '../../lib/focus-first-error';
import { fieldErrorsOf } from '../../lib/mutation-result';
import { type DocumentDraft, type DraftErrors, draftProblems } from './document-draft';
import * as css from './documents.css';
import { editorTotals } from './editor-lines';
import { DOCUMENT_WORDS, type DocumentKind, SAVE_FAILED, SAVE_FALLBACK } from './kind';
import { LineItemsEditor } from './LineItemsEditor';
import { openPreviewWindow, pdfPath, showPreview } from './preview';
import { TaxModeField } from './TaxModeField';
import { TotalsBox } from './TotalsBox';

export interface DocumentEditorProps {
  kind: DocumentKind;
  initial: DocumentDraft;
  /** The number the organisation's sequence gives next (the number field's placeholder). */
  nextNumber?: string | null;
  /** Saves the draft and answers the document's id; throws with the server's message when refused. */
  save: (draft: DocumentDraft) => Promise<string>;
  /** Where Cancel goes. */
  cancelHref: string;
}

const dateValue = (key: string) => {
  try {
    return key ? parseDate(key) : null;
  } catch {
    return null;
  }
};

/**
 * The one editor of quotes and invoices (spec part 2 §2): customer, issue date, expiry or due date, number
 * (placeholder QU-0001 / INV-0001), reference, title, summary, lines with price-list presets, tax mode, totals,
 * terms, Preview (saves, then the PDF in a popup) and 'Save & close'.
 */
export function DocumentEditor({ kind, initial, nextNumber, save, cancelHref }: DocumentEditorProps) {
  const words = DOCUMENT_WORDS[kind];
  const navigate = useNavigate();
  const formRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [conversionNote, setConversionNote] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'preview' | null>(null);
  const set =
    <K extends keyof DocumentDraft>(key: K) =>
    (value: DocumentDraft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    };
  const totals = editorTotals(draft.lines, draft.taxMode);

  /** Checks and saves; the saved id, or null when something must be fixed or the server refused. */
  async function commit(): Promise<string | null> {
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) {
      focusFirstError(formRef.current);
      return null;
    }
    try {
      const id = await save(draft);
      toast.success(words.saved, draft.title.trim());
      return id;
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors({ number: fields.number, customer: fields.customerId, title: fields.title, lines: fields.lines, dueDate: fields.dueDate });
      toast.error(SAVE_FAILED, messageOf(err, SAVE_FALLBACK));
      return null;
    }
  }

  async function saveAndClose(e: FormEvent) {
    e.preventDefault();
    setPending('save');
    const id = await commit();
    setPending(null);
    if (id) navigate(`${words.listPath}/${id}`);
  }

  async function preview() {
    if (Object.values(draftProblems(draft)).some(Boolean)) return void commit();
    // Opened while the press is handled (a popup opened after the save would be blocked).
    const win = openPreviewWindow();
    // Blocked: the toast asks to allow popups; nothing is saved behind the user's back.
    if (!win) return;
    setPending('preview');
    const id = await commit();
    setPending(null);
    if (!id) return win.close();
    showPreview(pdfPath(kind, id), win);
    // The document exists now: further saves update it.
    navigate(`${words.listPath}/${id}/edit`, { replace: true });
  }

  return (
    <div ref={formRef}>
      <Form onSubmit={saveAndClose} validationBehavior="aria" className={css.editor} aria-label={`${words.noun} editor`}>
        <Grid columns="2">
          <Card title="Customer and title" headingLevel={2}>
            <Stack gap="3">
              <CustomerPicker value={draft.customer?.id ?? null} initial={initial.customer} onChange={set('customer')} />
              {errors.customer && <p className={css.error}>{errors.customer}</p>}
              <TextField label="Title" value={draft.title} onChange={set('title')} errorMessage={errors.title} isRequired />
              <TextArea label="Summary" value={draft.summary} onChange={set('summary')} rows={3} />
              <TextArea label="Notes" value={draft.notes} onChange={set('notes')} rows={2} />
            </Stack>
          </Card>
          <Card title="Dates and number" headingLevel={2}>
            <Stack gap="3">
              <FormRow>
                <DatePicker
                  label="Issue date"
                  value={dateValue(draft.issueDate)}
                  onChange={(d) => set('issueDate')(d?.toString() ?? '')}
                  errorMessage={errors.issueDate}
                />
                <DatePicker
                  label={words.dateLabel}
                  value={dateValue(draft.dueDate)}
                  onChange={(d) => set('dueDate')(d?.toString() ?? '')}
                  errorMessage={errors.dueDate}
                />
              </FormRow>
              <FormRow>
                <TextField
                  label="Number"
                  value={draft.number}
                  onChange={set('number')}
                  placeholder={nextNumber || words.numberPlaceholder}
                  description="Leave blank for the next number"
                  errorMessage={errors.number}
                />
                <TextField label="Reference" value={draft.reference} onChange={set('reference')} />
              </FormRow>
            </Stack>
          </Card>
        </Grid>
        <Card title="Line items" headingLevel={2}>
          <Stack gap="4">
            <TaxModeField
              value={draft.taxMode}
              lines={draft.lines}
              note={conversionNote}
              onChange={(taxMode, lines, note) => {
                setDraft((d) => ({ ...d, taxMode, lines }));
                setConversionNote(note);
              }}
            />
            {errors.lines && <Banner tone="error" title={errors.lines} />}
            <LineItemsEditor lines={draft.lines} taxMode={draft.taxMode} onChange={set('lines')} />
          </Stack>
        </Card>
        <Grid columns="2">
          <Card title="Terms" headingLevel={2}>
            <TextArea label="Terms" value={draft.terms} onChange={set('terms')} rows={4} />
          </Card>
          <Card title="Totals" headingLevel={2}>
            <TotalsBox totals={totals} />
          </Card>
        </Grid>
        <FormActions>
          <Button variant="secondary" onPress={() => navigate(cancelHref)}>
            Cancel
          </Button>
          <Button variant="secondary" onPress={preview} isPending={pending === 'preview'} isDisabled={!!pending}>
            Preview
          </Button>
          <Button type="submit" variant="primary" isPending={pending === 'save'} isDisabled={!!pending}>
            Save &amp; close
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
