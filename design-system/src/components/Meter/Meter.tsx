import type { ReactNode } from 'react';
import { Meter as AriaMeter, type MeterProps as AriaMeterProps, Label } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../shared/progress.css';
import * as styles from './Meter.css';

export type MeterLevel = 'normal' | 'warning' | 'danger';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'> {
  label?: ReactNode;
  /** The fill colour: green (normal), orange (warning) or red (danger). The caller decides, e.g. from usage thresholds. */
  level?: MeterLevel;
  showValue?: boolean;
  className?: string;
}

/**
 * A meter: a value against a maximum, filled in the level's colour. Give `valueLabel` for text like
 * '80 / 100 SMS'.
 */
export function Meter({
  label,
  level = 'normal',
  showValue = true,
  className,
  value = 0,
  minValue = 0,
  maxValue = 100,
  ...props
}: MeterProps) {
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
