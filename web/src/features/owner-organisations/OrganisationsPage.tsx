import { useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import {
  Cell,
  Column,
  type Key,
  Link,
  Pagination,
  Row,
  SearchField,
  Select,
  Skeleton,
  type SortDescriptor,
  Stack,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
} from '@spanner/design-system';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { OwnerOrganizationLineFieldsFragment, OwnerOrganizationSort, OwnerSortOrder, SubscriptionStatus } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import { PLAN_NAMES, STATUS_FILTERS, shortDay, statusOf } from './labels';
import * as css from './owner-organisations.css';

export const OwnerOrganizationsQuery = graphql(`
  query OwnerOrganizations(
    $search: String
    $status: SubscriptionStatus
    $sort: OwnerOrganizationSort
    $order: OwnerSortOrder
    $limit: Int
    $offset: Int
  ) {
    ownerOrganizations(search: $search, status: $status, sort: $sort, order: $order, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        ...OwnerOrganizationLineFields
      }
    }
  }
`);

export const OrganisationLineFields = graphql(`
  fragment OwnerOrganizationLineFields on OwnerOrganizationLine {
    id
    name
    email
    status
    planId
    trialEnd
    users
    jobs
    smsUsed
    emailUsed
    mrrCents
    createdAt
  }
`);

const PAGE_SIZE = 25;
/** The list's columns: which sort each header asks for, and which way it starts. */
const SORTS: Record<string, { sort: OwnerOrganizationSort; first: OwnerSortOrder }> = {
  name: { sort: 'name', first: 'asc' },
  plan: { sort: 'plan', first: 'asc' },
  status: { sort: 'status', first: 'asc' },
  trialEnd: { sort: 'trial_end', first: 'asc' },
  users: { sort: 'users', first: 'desc' },
  jobs: { sort: 'jobs', first: 'desc' },
  mrr: { sort: 'mrr', first: 'desc' },
  created: { sort: 'created', first: 'desc' },
};
const columnOf = (sort: string) => Object.entries(SORTS).find(([, s]) => s.sort === sort)?.[0] ?? 'created';

type Line = OwnerOrganizationLineFieldsFragment;

function Status({ line }: { line: Pick<Line, 'status' | 'trialEnd'> }) {
  const s = statusOf(line.status, line.trialEnd);
  return <StatusBadge tone={s.tone} label={s.label} />;
}

function OrganisationCard({ line, timeZone }: { line: Line; timeZone: string }) {
  const figures: [string, string][] = [
    ['Plan', line.planId ? PLAN_NAMES[line.planId] : '—'],
    ['MRR', formatAud(line.mrrCents)],
    ['Trial end', shortDay(line.trialEnd, timeZone)],
    ['Users', String(line.users)],
    ['Jobs', line.jobs.toLocaleString('en-AU')],
    ['SMS / email', `${line.smsUsed} / ${line.emailUsed}`],
  ];
  return (
    <article className={css.card} aria-label={line.name}>
      <div className={css.cardHead}>
        <Link href={`/admin/organizations/${line.id}`}>{line.name}</Link>
        <Status line={line} />
      </div>
      <dl className={css.cardFigures}>
        {figures.map(([term, value]) => (
          <div key={term} className={css.figure}>
            <dt className={css.figureTerm}>{term}</dt>
            <dd className={css.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={css.muted}>Signed up {shortDay(line.createdAt, timeZone)}</p>
    </article>
  );
}

/** /admin/organizations: every organisation, searched, filtered by status, sorted by any column, a page at a time. */
export function OrganisationsPage() {
  const [params, setParams] = useSearchParams();
  const timeZone = useTimeZone();
  const search = params.get('q') ?? '';
  const status = params.get('status') ?? 'all';
  const sort = (params.get('sort') ?? 'created') as OwnerOrganizationSort;
  const column = columnOf(sort);
  const order = (params.get('order') ?? SORTS[column]?.first ?? 'desc') as OwnerSortOrder;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const { data, previousData, loading, error } = useQuery(OwnerOrganizationsQuery, {
    variables: {
      search: search.trim() || null,
      status: status === 'all' ? null : (status as SubscriptionStatus),
      sort,
      order,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.ownerOrganizations;
  const lines = result?.items ?? [];
  const total = result?.total ?? 0;
  // The table and the phone's cards say the same when there is nothing to list.
  const emptyText = search || status !== 'all' ? 'No organisations match' : 'No organisations yet';
  const descriptor: SortDescriptor = { column, direction: order === 'asc' ? 'ascending' : 'descending' };
  const onSortChange = (d: SortDescriptor) => {
    const chosen = SORTS[String(d.column)];
    if (!chosen) return;
    const again = chosen.sort === sort;
    const nextOrder: OwnerSortOrder = again ? (order === 'asc' ? 'desc' : 'asc') : chosen.first;
    set({ sort: chosen.sort, order: nextOrder, page: null });
  };

  return (
    <Stack gap="4">
      <div className={css.filters}>
        <SearchField
          label="Search organisations"
          placeholder="Name, email or ABN"
          value={search}
          onChange={(v) => set({ q: v, page: null })}
        />
        <Select
          label="Status"
          items={STATUS_FILTERS}
          value={status}
          onChange={(k: Key | null) => set({ status: k && k !== 'all' ? String(k) : null, page: null })}
        />
      </div>
      {error && !result ? <LoadFailure title="Failed to load organisations" /> : null}
      <p className={css.count} aria-live="polite">
        {result ? (total === 1 ? '1 organisation' : `${total.toLocaleString('en-AU')} organisations`) : 'Loading organisations…'}
        {loading && result ? ' · loading…' : ''}
      </p>
      {!result && !error ? (
        <Skeleton height={320} />
      ) : (
        <>
          <div className={css.wide}>
            <Table aria-label="Organisations" sortDescriptor={descriptor} onSortChange={onSortChange}>
              <TableHeader>
                <Column id="name" isRowHeader allowsSorting>
                  Name
                </Column>
                <Column id="plan" allowsSorting>
                  Plan
                </Column>
                <Column id="status" allowsSorting>
                  Status
                </Column>
                <Column id="trialEnd" allowsSorting>
                  Trial end
                </Column>
                <Column id="users" allowsSorting className={css.numericHead}>
                  Users
                </Column>
                <Column id="jobs" allowsSorting className={css.numericHead}>
                  Jobs
                </Column>
                <Column id="messages" className={css.numericHead}>
                  SMS / email
                </Column>
                <Column id="mrr" allowsSorting className={css.numericHead}>
                  MRR
                </Column>
                <Column id="created" allowsSorting>
                  Created
                </Column>
              </TableHeader>
              <TableBody items={lines} emptyText={emptyText}>
                {(line) => (
                  <Row id={line.id}>
                    <Cell>
                      <Link href={`/admin/organizations/${line.id}`}>{line.name}</Link>
                    </Cell>
                    <Cell>{line.planId ? PLAN_NAMES[line.planId] : '—'}</Cell>
                    <Cell>
                      <Status line={line} />
                    </Cell>
                    <Cell className={css.nowrap}>{shortDay(line.trialEnd, timeZone)}</Cell>
                    <Cell className={css.numeric}>{line.users}</Cell>
                    <Cell className={css.numeric}>{line.jobs.toLocaleString('en-AU')}</Cell>
                    <Cell className={css.numeric}>
                      {line.smsUsed.toLocaleString('en-AU')} / {line.emailUsed.toLocaleString('en-AU')}
                    </Cell>
                    <Cell className={css.numeric}>{formatAud(line.mrrCents)}</Cell>
                    <Cell className={css.nowrap}>{shortDay(line.createdAt, timeZone)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <section className={css.narrow} aria-label="Organisations">
            {lines.length === 0 ? <p className={css.muted}>{emptyText}</p> : null}
            {lines.map((line) => (
              <OrganisationCard key={line.id} line={line} timeZone={timeZone} />
            ))}
          </section>
          {total > PAGE_SIZE ? (
            <Pagination
              page={page}
              pageCount={Math.ceil(total / PAGE_SIZE)}
              onPageChange={(p) => set({ page: p === 1 ? null : String(p) })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
