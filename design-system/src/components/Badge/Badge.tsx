import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';
import type { Tone } from './tones';

export interface BadgeProps {
  tone?: Tone;
  /** Show a small coloured dot before the text. */
  dot?: boolean;
  children: ReactNode;
  className?: string;
}

/** A small label in a colour tone. */
export function Badge({ tone = 'grey', dot, children, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone }), className)} data-tone={tone}>
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

export interface StatusBadgeProps {
  tone: Tone;
  /** The readable status, e.g. 'In Progress'. */
  label: ReactNode;
  className?: string;
}

/** A status: a dotted badge in the status's tone (the product decides both, e.g. `statusBadge('job', status)`). */
export function StatusBadge({ tone, label, className }: StatusBadgeProps) {
  return (
    <Badge tone={tone} dot className={className}>
      {label}
    </Badge>
  );
}
