import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import * as styles from './Toast.css';

export type ToastKind = 'default' | 'success' | 'error';

/**
 * What a toast offers to act on the news it brings: a link ("Open quote QU-0007"), or a button that does the next
 * step at once ("Undo", "Create invoice"); a pressed button closes the toast.
 */
export type ToastLink = { label: string; href: string } | { label: string; onPress: () => void };

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  description?: string;
  link?: ToastLink;
}

/** Spec: success toasts last 3 s, error and default 5 s. */
export const TOAST_TIMEOUTS: Record<ToastKind, number> = { success: 3000, error: 5000, default: 5000 };

/** The app-wide queue. Only one toast is shown at a time; a new one replaces the current one. */
export const toastQueue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

function add(kind: ToastKind, title: string, description?: string, link?: ToastLink): string {
  toastQueue.clear();
  // A toast with a link stays until it is closed or replaced: one that vanished in 3 s could not be followed.
  return toastQueue.add({ kind, title, description, link }, { timeout: link ? undefined : TOAST_TIMEOUTS[kind] });
}

/**
 * Show a toast from anywhere: `toast.success('Invoice saved')`, `toast.error('Save failed', message)`; a last
 * argument `{ label, href }` adds a link to what the toast is about, `{ label, onPress }` a button for the next step.
 */
export const toast = {
  show: (title: string, description?: string, link?: ToastLink) => add('default', title, description, link),
  success: (title: string, description?: string, link?: ToastLink) => add('success', title, description, link),
  error: (title: string, description?: string, link?: ToastLink) => add('error', title, description, link),
  dismiss: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};

const icons = { default: InfoIcon, success: CheckCircleIcon, error: AlertCircleIcon };

/** Render once near the app root. Shows toasts from `toast.*` bottom left (bottom centre on phones), clear of page headers and form actions. */
export function ToastRegion({ queue = toastQueue }: { queue?: AriaToastQueue<ToastMessage> }) {
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast: item }) => {
        const { kind, title, description, link } = item.content;
        const Icon = icons[kind];
        return (
          <AriaToast toast={item} className={styles.toast({ kind })} data-kind={kind}>
            <span className={styles.icon({ kind })}>
              <Icon size={18} />
            </span>
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {title}
              </Text>
              {description ? (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              ) : null}
              {link && 'href' in link ? (
                <Link href={link.href} className={styles.link} onPress={() => queue.close(item.key)}>
                  {link.label}
                </Link>
              ) : null}
              {link && 'onPress' in link ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.link}
                  onPress={() => {
                    queue.close(item.key);
                    link.onPress();
                  }}
                >
                  {link.label}
                </Button>
              ) : null}
            </AriaToastContent>
            <IconButton slot="close" label="Close" size="sm" icon={<CloseIcon size={16} />} />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
