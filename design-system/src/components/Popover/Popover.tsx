import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps, OverlayArrow } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as overlay from '../shared/overlay.css';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style'> {
  /** Show a small arrow pointing at the trigger. */
  showArrow?: boolean;
  className?: string;
}

/**
 * A floating surface anchored to its trigger. Used by Select, ComboBox and Menu; for free-form content put a
 * `Dialog` inside and wrap both in `DialogTrigger`.
 */
export function Popover({ showArrow, className, children, offset = 6, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={showArrow ? 10 : offset} className={cx(overlay.popover, className)}>
      {(renderProps) => (
        <>
          {showArrow ? (
            <OverlayArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaPopover>
  );
}
