import { type ReactNode, useEffect, useRef } from 'react';
// The live announcer react-aria-components' Button announces through: the same version, pinned to the one it pins.
import { announce, clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
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

let announcerReady = false;

/**
 * react-aria announces a focused button's pending state (and its name again when it stops) in its live region, naming
 * the button, and takes the announcement down only 7 s later: long after a dialog's Save has closed the dialog, when
 * the announcement names an element that is gone. When the pending state ends, or the button goes while pending, so
 * does the announcement. A parent's effect runs after its children's, so this follows the button's own.
 *
 * The page's first announcement is made 100 ms late (react-aria waits for its new live region to be in the page), so
 * it could land after it was taken down: the first button on the page makes the live region (with an empty polite
 * announcement, which reads nothing), and every announcement after is made at once.
 */
function useEndPendingAnnouncement(isPending: boolean) {
  const announced = useRef(false);
  useEffect(() => {
    if (announcerReady) return;
    announcerReady = true;
    announce('', 'polite');
  }, []);
  useEffect(() => {
    if (isPending) announced.current = true;
    else if (announced.current) {
      announced.current = false;
      clearAnnouncer('assertive');
    }
  }, [isPending]);
  useEffect(
    () => () => {
      if (announced.current) clearAnnouncer('assertive');
    },
    [],
  );
}

/** A button. While `isPending` it shows a spinner, keeps its size and ignores presses. */
export function Button({ variant, size, icon, iconEnd, fullWidth, className, children, ...props }: ButtonProps) {
  useEndPendingAnnouncement(!!props.isPending);
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
