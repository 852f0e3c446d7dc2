import type { ReactNode } from 'react';
import { AlertCircleIcon, AlertIcon, CloseIcon, InfoIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Banner.css';

export type BannerTone = 'info' | 'warning' | 'error' | 'critical';

export interface BannerProps {
  /** The spec's alert severities: info, warning, error, critical. */
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button such as 'Upgrade Now' or 'Update Payment'. */
  action?: ReactNode;
  /** Shows a dismiss button. Leave out for non-dismissible (critical) alerts. */
  onDismiss?: () => void;
  className?: string;
}

const icons = { info: InfoIcon, warning: AlertIcon, error: AlertCircleIcon, critical: AlertCircleIcon };

/** A message across the page: subscription status, usage alerts, credit warnings. Errors are announced at once. */
export function Banner({ tone = 'info', title, children, action, onDismiss, className }: BannerProps) {
  const Icon = icons[tone];
  const urgent = tone === 'error' || tone === 'critical';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cx(styles.banner({ tone }), className)} data-tone={tone}>
      <span className={styles.icon}>
        <Icon size={18} />
      </span>
      <div className={styles.body}>
        {title ? <span className={styles.title}>{title}</span> : null}
        {children ? <span className={styles.message}>{children}</span> : null}
      </div>
      {action || onDismiss ? (
        <div className={styles.end}>
          {action}
          {onDismiss ? (
            <IconButton label="Dismiss" size="sm" icon={<CloseIcon size={16} />} onPress={onDismiss} className={styles.dismiss} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
