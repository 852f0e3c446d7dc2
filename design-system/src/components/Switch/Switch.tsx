import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as choiceStyles from '../shared/choice.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  className?: string;
}

/** An on/off toggle that takes effect at once, e.g. 'Internal note (not visible to customer)'. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(choiceStyles.choice, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
