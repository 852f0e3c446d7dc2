// What the audit log's actions mean, in words, for the Admin Console (the API records the dotted names).
// Pure: the web imports it for the action filter and the log's "What" column.

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.invite': 'Invited a staff member',
  'staff.invite_resend': 'Resent an invite',
  'staff.invite_revoke': 'Revoked an invite',
  'staff.join': 'Joined the support team',
  'staff.role_change': 'Changed a role',
  'staff.deactivate': 'Deactivated an account',
  'staff.reactivate': 'Reactivated an account',
  'staff.refused': 'Was refused an action their role does not allow',
  'ticket.reply': 'Replied to a ticket',
  'ticket.note': 'Added an internal note',
  'ticket.update': 'Updated a ticket',
  'ticket.status': 'Changed a ticket status',
  'ticket.priority': 'Changed a ticket priority',
  'ticket.assign': 'Assigned a ticket',
  'organisation.payment_details_change': 'Changed the payment details on invoices',
  'timesheet.shift_edit': "Changed a member's shift",
  'timesheet.shift_delete': "Removed a member's shift",
  'timesheet.leave_add': "Entered a member's leave",
  'timesheet.leave_remove': "Removed a member's leave",
  'timesheet.approve': 'Approved and locked a timesheet week',
  'timesheet.unlock': 'Unlocked a timesheet week',
  'timesheet.export': 'Exported a timesheet week to payroll',
};

/** The words for an action; an action without words yet reads as its name. */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

const ROLE_WORDS: Record<string, string> = { support_staff: 'Support staff', support_admin: 'Support admin' };
const word = (v: unknown): string => {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'object' && 'name' in v) return String((v as { name: unknown }).name);
  return ROLE_WORDS[String(v)] ?? String(v).replace(/_/g, ' ');
};

/**
 * What an entry's details say, in words: a change `{ from, to }` or per-field changes `{ status: { from, to } }`
 * read "from → to"; an invite names its role; a refused action says what was attempted. Null when there is nothing to add.
 */
export function auditDetail(data: Record<string, unknown>): string | null {
  const parts: string[] = [];
  if (typeof data.attempted === 'string') parts.push(data.attempted);
  if ('from' in data || 'to' in data) parts.push(`${word(data.from)} → ${word(data.to)}`);
  for (const [field, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && ('from' in value || 'to' in value)) {
      const change = value as { from?: unknown; to?: unknown };
      parts.push(`${field.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${word(change.from)} → ${word(change.to)}`);
    }
  }
  if (!parts.length && typeof data.role === 'string') parts.push(`as ${word(data.role)}`);
  return parts.length ? parts.join('; ') : null;
}
