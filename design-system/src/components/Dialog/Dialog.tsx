import type { ReactNode } from 'react';
import { Dialog as AriaDialog, type DialogProps as AriaDialogProps, Heading } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style' | 'children'> {
  /** Heading; also the dialog's accessible name. Without it pass `aria-label`. */
  title?: ReactNode;
  /** Body; a function receives `close`. */
  children?: WithClose;
  /** Buttons row at the bottom; a function receives `close`. */
  footer?: WithClose;
  /** Show an × button in the header. */
  showCloseButton?: boolean;
  className?: string;
}

const render = (node: WithClose, close: () => void) => (typeof node === 'function' ? node(close) : node);

/** Title, body and footer of a Modal, Drawer or Popover. */
export function Dialog({ title, children, footer, showCloseButton = true, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          {title || showCloseButton ? (
            <header className={styles.header}>
              {title ? (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              ) : (
                <span />
              )}
              {showCloseButton ? (
                <IconButton label="Close" icon={<CloseIcon size={18} />} size="sm" onPress={close} className={styles.close} />
              ) : null}
            </header>
          ) : null}
          <div className={styles.body}>{render(children, close)}</div>
          {footer ? <footer className={styles.footer}>{render(footer, close)}</footer> : null}
        </>
      )}
    </AriaDialog>
  );
}
