import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { SpinnerGlyph } from '../Spinner/Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Icon shown before the label. */
  icon?: ReactNode;
  /** Icon shown after the label. */
  iconEnd?: ReactNode;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A button. While `isPending` it shows a spinner, keeps its size and ignores presses. */
export function Button({ variant, size, icon, iconEnd, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={cx(styles.button({ variant, size, fullWidth }), className)}>
      {({ isPending }) => (
        <>
          <span className={styles.content}>
            {icon}
            {children}
            {iconEnd}
          </span>
          {isPending ? (
            <span className={styles.pendingIndicator}>
              <SpinnerGlyph size={size === 'lg' ? 'md' : 'sm'} />
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}
