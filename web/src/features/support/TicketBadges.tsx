import { statusBadge } from '@rules/status-tones';
import { AlertCircleIcon, CheckCircleIcon, CheckIcon, ClockIcon, StatusBadge } from '@spanner/design-system';
import type { TicketPriority, TicketStatus } from '../../gql/graphql';
import * as css from './support.css';

const STATUS_ICONS = { open: AlertCircleIcon, in_progress: ClockIcon, resolved: CheckCircleIcon, closed: CheckIcon } as const;

/** A ticket's status in its colour (open blue, in progress yellow, resolved green, closed grey), with its icon. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const Icon = STATUS_ICONS[status];
  return (
    <span className={css.statusWithIcon}>
      <Icon size={14} aria-hidden="true" />
      <StatusBadge {...statusBadge('ticket', status)} />
    </span>
  );
}

/** A ticket's priority in its colour (urgent red, high orange, medium yellow, low grey). */
export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <StatusBadge {...statusBadge('priority', priority)} />;
}
