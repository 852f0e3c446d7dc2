import { type ReactNode, useEffect, useRef, useState } from 'react';
// The live announcer react-aria-components' Button announces through: the same version, pinned to the one it pins.
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
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
  // The action button announces its pending state when the action starts (and its name again when it stops);
  // react-aria takes an announcement down only 7 s later, long after the dialog has closed. When the action ends,
  // so do they. A parent's effect runs after its children's, so this follows the button's own.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !isPending) clearAnnouncer('assertive');
    wasPending.current = isPending;
  }, [isPending]);

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
