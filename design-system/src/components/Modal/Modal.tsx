import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Modal.css';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style'> {
  /** Width of a centred modal, or `drawer` for a full-height panel sliding in from the left. */
  size?: 'sm' | 'md' | 'lg' | 'drawer';
  className?: string;
}

/**
 * A modal overlay with a backdrop; focus is trapped inside and Escape closes it. Put a `Dialog` inside, and the
 * modal inside a `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 */
export function Modal({ size = 'md', isDismissable = true, className, children, ...props }: ModalProps) {
  const drawer = size === 'drawer';
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={cx(styles.overlay, drawer && styles.overlayDrawer)}>
      <AriaModal className={cx(styles.modal({ size }), !drawer && styles.centred, className)}>{children}</AriaModal>
    </ModalOverlay>
  );
}
