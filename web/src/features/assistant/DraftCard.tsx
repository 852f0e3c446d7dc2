import { formatAud } from '@rules/money';
import { formatDateTime } from '@rules/zoned-time';
import { Button, Link, toast } from '@spanner/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RequestError } from '../../lib/http';
import { useTimeZone } from '../../lib/time-zone';
import * as css from './assistant.css';
import { AI_TEXTS, type AssistantAction, confirmDraft, type DraftView, isAppPath } from './chat';

const CONFIRM_LABELS: Record<DraftView['kind'], string> = {
  job: 'Confirm and create job',
  invoice: 'Confirm and create invoice',
  reschedule: 'Confirm and move job',
  sms: 'Confirm and send SMS',
  formAnswers: 'Confirm and save answers',
};

const OPEN_LABELS: Record<DraftView['kind'], string> = {
  job: 'Open job',
  invoice: 'Open invoice',
  reschedule: 'Open job',
  sms: 'Open job',
  formAnswers: 'Open job',
};

const percent = (rate: number) => (rate ? `GST ${rate}%` : 'GST free');

/** What went wrong on Confirm: the server's own message for a refusal (expired, no longer allowed), else 'trouble'. */
function confirmError(err: unknown): string {
  if (err instanceof RequestError && err.status && err.status >= 400 && err.status < 500 && err.status !== 429) return err.message;
  if (err instanceof RequestError && err.status === 429) return AI_TEXTS.tooMany;
  return AI_TEXTS.trouble;
}

/**
 * A draft exactly as it will be created or sent: its fields, the lines with GST and totals, the SMS text with its
 * credit cost, and when it expires. Only Confirm acts; Edit opens the normal form pre-filled.
 */
export function DraftCard({ draft, onNavigate }: { draft: DraftView; onNavigate?: () => void }) {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<AssistantAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  // Confirm's button gives way to the result: focus moves to it rather than falling out of the panel.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      setResult(await confirmDraft(draft.id));
    } catch (err) {
      const text = confirmError(err);
      setError(text);
      toast.error(AI_TEXTS.toastTitle, text);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={css.draft} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.draftTitle}>
        {draft.title}
      </h3>
      {draft.fields.length > 0 && (
        <dl className={css.fields}>
          {draft.fields.map((f) => (
            <div key={f.label} style={{ display: 'contents' }}>
              <dt className={css.fieldLabel}>{f.label}</dt>
              <dd className={css.fieldValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {draft.lines.length > 0 && (
        <table className={css.lines}>
          <caption className={css.muted} style={{ textAlign: 'left' }}>
            Lines
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>
                Item
              </th>
              <th scope="col" className={css.amount}>
                Qty × price
              </th>
              <th scope="col" className={css.amount}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
              <tr key={i}>
                <td className={css.cell}>
                  {line.description}
                  <br />
                  <span className={css.muted}>{percent(line.taxRate)}</span>
                </td>
                <td className={css.amount}>
                  {line.quantity} × {formatAud(line.unitPriceCents)}
                </td>
                <td className={css.amount}>{formatAud(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          {draft.totals && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className={css.amount}>
                  Subtotal
                </th>
                <td className={css.amount}>{formatAud(draft.totals.subtotalCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className={css.amount}>
                  GST
                </th>
                <td className={css.amount}>{formatAud(draft.totals.gstCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className={css.amount}>
                  Total
                </th>
                <td className={css.amount}>
                  <strong>{formatAud(draft.totals.totalCents)}</strong>
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {draft.smsText !== null && draft.smsText !== undefined && (
        <>
          <p className={css.muted}>SMS text</p>
          <blockquote className={css.sms}>{draft.smsText}</blockquote>
          {draft.smsCredits !== null && draft.smsCredits !== undefined && (
            <p className={css.muted}>
              Uses {draft.smsCredits} SMS credit{draft.smsCredits === 1 ? '' : 's'}
            </p>
          )}
        </>
      )}
      {result ? (
        <p ref={resultRef} tabIndex={-1} className={css.done} role="status">
          {result.message}{' '}
          {isAppPath(result.href) && (
            <Link href={result.href} onPress={onNavigate}>
              {OPEN_LABELS[draft.kind] ?? 'Open'}
            </Link>
          )}
        </p>
      ) : (
        <>
          <p className={css.muted}>Nothing happens until you confirm. This draft expires {formatDateTime(draft.expiresAt, timeZone)}.</p>
          {error && (
            <p className={css.muted} role="alert">
              {error}
            </p>
          )}
          <div className={css.actions}>
            <Button variant="primary" size="sm" isPending={pending} onPress={confirm}>
              {CONFIRM_LABELS[draft.kind] ?? 'Confirm'}
            </Button>
            {draft.editHref && isAppPath(draft.editHref) && (
              <Button
                variant="secondary"
                size="sm"
                isDisabled={pending}
                onPress={() => {
                  navigate(draft.editHref as string);
                  onNavigate?.();
                }}
              >
                Edit
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
