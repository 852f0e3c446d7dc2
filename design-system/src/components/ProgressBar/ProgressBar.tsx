import type { ReactNode } from 'react';
import { ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps, Label } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../shared/progress.css';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  label?: ReactNode;
  /** Show the formatted value next to the label. */
  showValue?: boolean;
  className?: string;
}

/** Progress of a task (an upload, an import). `isIndeterminate` when the end is unknown. */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={cx(shared.root, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValue && !isIndeterminate) ? (
            <div className={shared.labels}>
              <Label className={shared.label}>{label}</Label>
              {showValue && !isIndeterminate ? <span className={shared.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={shared.track}>
            <div
              className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
