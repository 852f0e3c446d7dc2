import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';
import { invoiceStatusTone, jobStatusTone, priorityTone, quoteStatusTone, statusLabel, type Tone, ticketStatusTone } from './tones';

export interface BadgeProps {
  tone?: Tone;
  /** Show a small coloured dot before the text. */
  dot?: boolean;
  children: ReactNode;
  className?: string;
}

/** A small status label. Pick the tone with `jobStatusTone`, `invoiceStatusTone`, `ticketStatusTone` or `priorityTone`. */
export function Badge({ tone = 'grey', dot, children, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone }), className)} data-tone={tone}>
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

const toneFor = {
  job: jobStatusTone,
  invoice: invoiceStatusTone,
  quote: quoteStatusTone,
  ticket: ticketStatusTone,
  priority: priorityTone,
};

export interface StatusBadgeProps {
  kind: keyof typeof toneFor;
  /** The raw status from the API, e.g. 'in_progress'. */
  status: string;
  className?: string;
}

/** A badge with the spec's colour and a readable label for a job, invoice, quote or ticket status, or a priority. */
export function StatusBadge({ kind, status, className }: StatusBadgeProps) {
  return (
    <Badge tone={toneFor[kind](status)} dot className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
