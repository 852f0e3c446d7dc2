import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  CountTab,
  EmptyState,
  Grid,
  type Key,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@spanner/design-system';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../gql';
import type { ServiceDueRowFieldsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { useDebounced } from '../../lib/use-debounced';
import { useScheduleChanges } from '../schedule';
import { BookDialog, type BookRequest, type BookUnit } from './BookDialog';
import { CustomerFilter } from './CustomerFilter';
import { windowRange } from './format';
import { ServiceDueRow } from './ServiceDueRow';
import * as css from './service.css';
import { UncontractedList } from './UncontractedList';
import { type BoardWindow, useBoardFilters, WINDOW_LABELS, WINDOWS } from './use-board-filters';

const PAGE_SIZE = 50;

export const ServiceBoardQuery = graphql(`
  query ServiceBoard(
    $from: DateTime
    $to: DateTime
    $status: ServiceDueStatus
    $customerId: ID
    $technicianId: ID
    $suburb: String
    $equipmentType: String
    $notBooked: Boolean
    $page: Int
    $limit: Int
  ) {
    serviceDue(
      from: $from
      to: $to
      status: $status
      customerId: $customerId
      technicianId: $technicianId
      suburb: $suburb
      equipmentType: $equipmentType
      notBooked: $notBooked
      page: $page
      limit: $limit
    ) {
        units {
          ...ServiceDueRowFields
        }
        pagination {
          total
          pages
          page
        }
        counts {
          overdue
          thisWeek
          thisMonth
          nextMonth
        }
    }
  }
`);

const ServiceTechnicians = graphql(`
  query ServiceTechnicians {
    members(assignable: true) {
      id
      name
    }
  }
`);

const BookServiceMutation = graphql(`
  mutation BookService($input: BookServiceInput!) {
    bookService(input: $input) {
      __typename
      ... on BookServicePayload {
        replayed
        jobs {
          id
          title
          scheduledAt
        }
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const bookUnitOf = (u: ServiceDueRowFieldsFragment): BookUnit => ({
  equipmentId: u.equipment.id,
  name: u.equipment.name,
  customerId: u.customer?.id ?? null,
  customerName: u.customer?.name ?? null,
  suggestedTechnicianId: u.suggestedTechnician?.id ?? null,
});

const COUNT_OF = { overdue: 'overdue', week: 'thisWeek', month: 'thisMonth', next: 'nextMonth' } as const;
const ALL = 'all';

/**
 * /service: every unit that is overdue, due this week, this month or next month, with counts; filters by
 * customer, suburb, technician, equipment type and not booked yet (in the address; the counts follow them); select units and Book them in one step; the
 * units serviced before without an interval, made recurring in one step. A technician sees the units of their jobs.
 */
export function ServiceBoardPage() {
  const timeZone = useTimeZone();
  const mayBook = useCan('bookService');
  const office = useCan('seeAllJobs');
  const [filters, update] = useBoardFilters();
  const [suburbText, setSuburbText] = useState(filters.suburb ?? '');
  const [typeText, setTypeText] = useState(filters.equipmentType ?? '');
  const suburb = useDebounced(suburbText.trim());
  const equipmentType = useDebounced(typeText.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text goes to the address
  useEffect(() => {
    if ((filters.suburb ?? '') !== suburb || (filters.equipmentType ?? '') !== equipmentType)
      update({ suburb: suburb || null, equipmentType: equipmentType || null });
  }, [suburb, equipmentType]);

  const dueWindow = filters.window === 'uncontracted' ? null : filters.window;
  // The ranges are the day's: worked out once per day shown, in the organisation's zone.
  const range = useMemo(() => (dueWindow ? windowRange(dueWindow, new Date(), timeZone) : null), [dueWindow, timeZone]);
  const board = useQuery(ServiceBoardQuery, {
    variables: {
      from: range?.from ?? null,
      to: range?.to ?? null,
      status: range?.status ?? null,
      customerId: filters.customerId,
      technicianId: filters.technicianId,
      // The typed filters as they settle (the address follows them): the list never waits on the address.
      suburb: suburb || null,
      equipmentType: equipmentType || null,
      notBooked: filters.notBooked,
      page: filters.page,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const members = useQuery(ServiceTechnicians, { skip: !office });
  const technicians = members.data?.members ?? [];
  // Live: a job booked, confirmed or moved by anyone changes what the board shows.
  useScheduleChanges(() => void board.refetch());

  const result = board.data?.serviceDue ?? board.previousData?.serviceDue;
  const page = result ?? null;
  const failure = board.error ? messageOf(board.error, '') : null;

  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The units being booked, kept as they were when Book was pressed while the dialog shows what it booked.
  const [booking, setBooking] = useState<BookUnit[] | null>(null);
  const units = page?.units ?? [];
  const chosen = units.filter((u) => selected.has(u.equipment.id));
  const [book] = useMutation(BookServiceMutation);

  async function onBook(request: BookRequest) {
    const { data } = await book({ variables: { input: request } });
    const booked = unwrap(data?.bookService, 'Failed to book the services');
    void board.refetch();
    return booked.jobs.map((j) => ({ id: j.id, title: j.title, scheduledAt: j.scheduledAt ?? null }));
  }

  const chooseWindow = (key: Key) => {
    setSelected(new Set());
    update({ window: String(key) as BoardWindow, page: 1 });
  };
  const techItems = [{ id: ALL, label: 'All technicians' }, ...technicians.map((t) => ({ id: t.id, label: t.name }))];

  return (
    <>
      <PageHeader title="Service" />
      <div className={css.filters}>
        <CustomerFilter value={filters.customerId} onChange={(customerId) => update({ customerId, page: 1 })} />
        <TextField label="Suburb" value={suburbText} onChange={setSuburbText} placeholder="Any suburb" />
        {office && (
          <Select
            label="Technician"
            items={techItems}
            value={filters.technicianId ?? ALL}
            onChange={(k) => update({ technicianId: !k || k === ALL ? null : String(k), page: 1 })}
          />
        )}
        <TextField label="Equipment type" value={typeText} onChange={setTypeText} placeholder="e.g. Forklift" />
      </div>
      {dueWindow && mayBook && (
        <Checkbox
          className={css.notBooked}
          isSelected={filters.notBooked}
          onChange={(notBooked) => {
            setSelected(new Set());
            update({ notBooked, page: 1 });
          }}
        >
          Not booked only
        </Checkbox>
      )}
      <Tabs selectedKey={filters.window} onSelectionChange={chooseWindow}>
        <TabList aria-label="When due">
          {WINDOWS.filter((w) => w !== 'uncontracted' || mayBook).map((w) => {
            const count = w === 'uncontracted' ? null : page?.counts[COUNT_OF[w]];
            return <CountTab key={w} id={w} label={WINDOW_LABELS[w]} count={count} alert={w === 'overdue'} />;
          })}
        </TabList>
        {WINDOWS.map((w) => (
          <TabPanel key={w} id={w}>
            {w === 'uncontracted' ? (
              <UncontractedList customerId={filters.customerId} />
            ) : failure ? (
              <LoadFailure title="Failed to load the service board" error={failure} />
            ) : !page ? (
              <Grid columns="one" role="status" aria-busy="true" aria-label="Loading units">
                {['a', 'b', 'c'].map((k) => (
                  <Skeleton key={k} shape="rect" height={132} />
                ))}
              </Grid>
            ) : units.length === 0 ? (
              <EmptyState title={`No units ${filters.notBooked ? 'waiting to be booked' : w === 'overdue' ? 'overdue' : 'due'} here`} />
            ) : (
              <div className={css.stack} aria-busy={board.loading}>
                {mayBook && (
                  <div className={css.selectionBar}>
                    <span>{chosen.length ? `${chosen.length} selected` : 'Select units to book'}</span>
                    <Button variant="primary" isDisabled={!chosen.length} onPress={() => setBooking(chosen.map(bookUnitOf))}>
                      Book
                    </Button>
                  </div>
                )}
                <Grid columns="one" gap="3">
                  {units.map((unit) => (
                    <ServiceDueRow
                      key={unit.equipment.id}
                      unit={unit}
                      selection={
                        mayBook
                          ? {
                              selected: selected.has(unit.equipment.id),
                              onChange: (on) =>
                                setSelected((s) => {
                                  const next = new Set(s);
                                  if (on) next.add(unit.equipment.id);
                                  else next.delete(unit.equipment.id);
                                  return next;
                                }),
                            }
                          : undefined
                      }
                    />
                  ))}
                </Grid>
                {page.pagination.pages > 1 && (
                  <Pagination
                    page={page.pagination.page}
                    pageCount={page.pagination.pages}
                    onPageChange={(p) => update({ page: p })}
                    summary={`${page.pagination.total} units`}
                  />
                )}
              </div>
            )}
          </TabPanel>
        ))}
      </Tabs>
      {booking && (
        <BookDialog
          isOpen
          onOpenChange={(open) => {
            if (open) return;
            setBooking(null);
            setSelected(new Set());
          }}
          units={booking}
          technicians={technicians}
          onBook={onBook}
        />
      )}
    </>
  );
}
