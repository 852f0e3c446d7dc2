import type { ReactNode } from 'react';
import { Meter as AriaMeter, type MeterProps as AriaMeterProps, Label } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../shared/progress.css';
import * as styles from './Meter.css';
import { usageLevel, usagePercent } from './usage';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'> {
  label?: ReactNode;
  /** Force the red state, e.g. the API's quotaExceeded. */
  isExceeded?: boolean;
  showValue?: boolean;
  className?: string;
}

/**
 * A usage meter (users, SMS, email against the plan quota). Green below 80 %, orange from 80 %, red from 100 %.
 * Give `valueLabel` for text like '80 / 100 SMS'.
 */
export function Meter({ label, isExceeded, showValue = true, className, value = 0, minValue = 0, maxValue = 100, ...props }: MeterProps) {
  const level = usageLevel(usagePercent(value - minValue, maxValue - minValue), isExceeded);
  return (
    <AriaMeter {...props} value={value} minValue={minValue} maxValue={maxValue} className={cx(shared.root, className)}>
      {({ percentage, valueText }) => (
        <>
          <div className={shared.labels}>
            <Label className={shared.label}>{label}</Label>
            {showValue ? <span className={shared.value}>{valueText}</span> : null}
          </div>
          <div className={shared.track}>
            <div className={styles.fill[level]} data-level={level} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
