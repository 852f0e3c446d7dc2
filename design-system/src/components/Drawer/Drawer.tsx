import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { Modal, type ModalProps } from '../Modal/Modal';

export interface DrawerProps extends Omit<ModalProps, 'size' | 'children'> {
  /** Heading of the panel; without it give `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** The mobile slide-out panel from the left (navigation menu). Built on Modal: focus trap, Escape and backdrop close it. */
export function Drawer({ title, 'aria-label': ariaLabel, children, ...props }: DrawerProps) {
  return (
    <Modal {...props} size="drawer">
      <Dialog title={title} aria-label={ariaLabel}>
        {children}
      </Dialog>
    </Modal>
  );
}
