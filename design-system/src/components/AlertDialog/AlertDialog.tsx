import { type ReactNode, useState } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import { AlertIcon, InfoIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  title: ReactNode;
  /** The question or message, e.g. 'Are you sure you want to delete this equipment? This cannot be undone.' */
  children: ReactNode;
  /** `destructive` uses a red action button and a warning icon. */
  variant?: 'confirm' | 'destructive';
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Runs on the action button. If it returns a promise the button shows a spinner and the dialog closes when it
   * resolves; if it rejects the dialog stays open (report the error yourself, e.g. a toast).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Controlled open state; leave out when used inside a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Asks the user to confirm an action. Cannot be dismissed by clicking outside; Escape or Cancel closes it. */
export function AlertDialog({
  title,
  children,
  variant = 'confirm',
  confirmLabel = variant === 'destructive' ? 'Delete' : 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const Icon = variant === 'destructive' ? AlertIcon : InfoIcon;

  return (
    <Modal size="sm" isDismissable={false} isKeyboardDismissDisabled={isPending} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaDialog role="alertdialog">
        {({ close }) => (
          <>
            <div className={styles.layout}>
              <span className={styles.icon({ variant })}>
                <Icon size={20} />
              </span>
              <div>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <div className={styles.message}>{children}</div>
              </div>
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                isDisabled={isPending}
                autoFocus={variant === 'destructive'}
                onPress={() => {
                  onCancel?.();
                  close();
                }}
              >
                {cancelLabel}
              </Button>
              <Button
                variant={variant === 'destructive' ? 'danger' : 'primary'}
                isPending={isPending}
                autoFocus={variant !== 'destructive'}
                onPress={async () => {
                  const result = onConfirm();
                  if (!(result instanceof Promise)) return close();
                  setPending(true);
                  try {
                    await result;
                    close();
                  } catch {
                    // Stays open so the user can retry; the caller reports the error (e.g. toast 'Failed to delete').
                  } finally {
                    setPending(false);
                  }
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </AriaDialog>
    </Modal>
  );
}
