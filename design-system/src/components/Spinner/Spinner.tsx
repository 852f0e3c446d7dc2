import { ProgressBar } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';

export interface SpinnerProps extends styles.SpinnerVariants {
  /** Accessible name announced to screen readers. */
  label?: string;
  className?: string;
}

/** The spinning circle alone, decorative. Used inside pending buttons. */
export function SpinnerGlyph({ size, className }: styles.SpinnerVariants & { className?: string }) {
  return (
    <svg className={cx(styles.spinner({ size }), className)} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An indeterminate loading indicator with an accessible name. */
export function Spinner({ label = 'Loading', size, className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx(styles.root, className)}>
      <SpinnerGlyph size={size} />
    </ProgressBar>
  );
}
