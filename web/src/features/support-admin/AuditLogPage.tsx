import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Badge, Card, EmptyState, Entry, EntryList, Link, Stack } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AuditEntryRowFragment } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from './AuditFilters';
import * as css from './support-admin.css';

export const AuditLogQuery = graphql(`
  query AuditLogPage($actorId: ID, $action: String, $from: String, $to: String, $after: String) {
    supportAuditLog(actorId: $actorId, action: $action, from: $from, to: $to, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...AuditEntryRow
        }
      }
    }
  }
`);

export const AuditEntryRowFields = graphql(`
  fragment AuditEntryRow on AuditEntry {
    id
    createdAt
    action
    actionLabel
    actorName
    entity
    entityId
    targetLabel
    orgName
    detail
  }
`);

const AuditStaffQuery = graphql(`
  query AuditStaff {
    supportStaff {
      id
      name
    }
  }
`);

/** Which ticket or staff member an entry is about: a ticket links to its page. */
function Target({ entry }: { entry: AuditEntryRowFragment }) {
  if (!entry.targetLabel) return null;
  if (entry.entity === 'ticket' && entry.entityId)
    return <Link href={`/support-admin/tickets/${entry.entityId}`}>{entry.targetLabel}</Link>;
  return <span>{entry.targetLabel}</span>;
}

/** Audit log: every staff action (who, what, which ticket or user, when), newest first, filtered and paged. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const staff = useQuery(AuditStaffQuery, { fetchPolicy: 'cache-and-network' });
  const list = usePagedList(AuditLogQuery, {
    variables: {
      actorId: filters.actorId === 'all' ? null : filters.actorId,
      action: filters.action === 'all' ? null : filters.action,
      from: filters.from || null,
      to: filters.to || null,
    },
    connection: (data) => data.supportAuditLog,
  });
  const total = list.connection?.totalCount ?? 0;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_AUDIT_FILTERS);

  return (
    <Stack gap="4">
      <AuditFilters value={filters} onChange={setFilters} staff={staff.data?.supportStaff ?? []} />
      <PagedList
        list={list}
        noun="audit entries"
        failedTitle="Failed to load the audit log"
        skeleton={{ count: 5, height: 64, rows: true }}
        empty={<EmptyState title={filtered ? 'No staff actions match these filters' : 'No staff actions yet'} />}
        header={
          <p className={css.count} aria-live="polite">
            {total === 1 ? '1 entry' : `${total.toLocaleString('en-AU')} entries`}
            {list.refreshing ? ' · loading…' : ''}
          </p>
        }
      >
        {(entries) => (
          <Card padding="md">
            <EntryList aria-label="Audit log">
              {entries.map((entry) => (
                <Entry
                  key={entry.id}
                  aria-label={`${entry.actorName}: ${entry.actionLabel}`}
                  title={
                    <>
                      {entry.actorName} · {entry.actionLabel}
                    </>
                  }
                  meta={<time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>}
                  aside={entry.orgName ? <Badge>{entry.orgName}</Badge> : null}
                >
                  {entry.targetLabel || entry.detail ? (
                    <p className={css.detail}>
                      <Target entry={entry} />
                      {entry.targetLabel && entry.detail ? ' · ' : null}
                      {entry.detail}
                    </p>
                  ) : null}
                </Entry>
              ))}
            </EntryList>
          </Card>
        )}
      </PagedList>
    </Stack>
  );
}
