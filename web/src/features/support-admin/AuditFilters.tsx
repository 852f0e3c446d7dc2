import { parseDate } from '@internationalized/date';
import { AUDIT_ACTION_LABELS } from '@rules/audit-actions';
import { Button, DatePicker, type Key, Select, Toolbar } from '@spanner/design-system';
import * as css from './support-admin.css';

export interface AuditFilterValues {
  actorId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { actorId: 'all', action: 'all', from: '', to: '' };

const ACTIONS = [{ id: 'all', label: 'All actions' }, ...Object.entries(AUDIT_ACTION_LABELS).map(([id, label]) => ({ id, label }))];

const toDate = (key: string) => (key ? parseDate(key) : null);

/** Who, what and which days (Melbourne) the audit log shows; Clear filters shows everything again. */
export function AuditFilters({
  value,
  onChange,
  staff,
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  staff: readonly { id: string; name: string }[];
}) {
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  const actors = [{ id: 'all', label: 'All staff' }, ...staff.map((s) => ({ id: s.id, label: s.name }))];
  const filtered = JSON.stringify(value) !== JSON.stringify(NO_AUDIT_FILTERS);
  return (
    <Toolbar
      filters={
        <>
          <Select
            label="Staff member"
            items={actors}
            value={value.actorId}
            onChange={(k: Key | null) => set({ actorId: String(k ?? 'all') })}
            className={css.filter}
          />
          <Select
            label="Action"
            items={ACTIONS}
            value={value.action}
            onChange={(k: Key | null) => set({ action: String(k ?? 'all') })}
            className={css.filter}
          />
          <DatePicker
            label="From"
            value={toDate(value.from)}
            onChange={(d) => set({ from: d ? d.toString() : '' })}
            maxValue={toDate(value.to) ?? undefined}
          />
          <DatePicker
            label="To"
            value={toDate(value.to)}
            onChange={(d) => set({ to: d ? d.toString() : '' })}
            minValue={toDate(value.from) ?? undefined}
          />
        </>
      }
      actions={
        <Button variant="secondary" isDisabled={!filtered} onPress={() => onChange(NO_AUDIT_FILTERS)}>
          Clear filters
        </Button>
      }
    />
  );
}
