import { useMutation, useQuery } from '@apollo/client/react';
import { formatLongDate } from '@rules/zoned-time';
import {
  Button,
  ChevronDownIcon,
  EmptyState,
  Entry,
  EntryList,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Pagination,
  Skeleton,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import * as css from './service.css';

const PAGE_SIZE = 50;

const UncontractedQuery = graphql(`
  query ServiceUncontracted($customerId: ID, $page: Int, $limit: Int) {
    serviceUncontracted(customerId: $customerId, page: $page, limit: $limit) {
        units {
          equipment {
            id
            name
          }
          customer {
            id
            name
          }
          lastServiceAt
          serviceJobs
        }
        pagination {
          total
          pages
          page
        }
    }
  }
`);

const ContractServiceMutation = graphql(`
  mutation ContractService($input: ContractServiceInput!) {
    contractService(input: $input) {
      __typename
      ... on MutationContractServiceSuccess {
        data {
          id
          serviceIntervalMonths
          nextServiceDueAt
        }
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** The one-step intervals offered; any other is set on the unit's own page. */
const INTERVALS = [
  { id: '6', label: 'Every 6 months' },
  { id: '12', label: 'Every 12 months' },
];

/**
 * Due-but-not-contracted: units with no interval that had a service job before, last serviced first;
 * Make recurring gives one an interval in one step, and it moves to the board.
 */
export function UncontractedList({ customerId }: { customerId: string | null }) {
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(UncontractedQuery, {
    variables: { customerId, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [contract] = useMutation(ContractServiceMutation);
  const result = data?.serviceUncontracted ?? previousData?.serviceUncontracted;
  const list = result ?? null;
  const failure = error ? messageOf(error, '') : null;

  async function makeRecurring(equipmentId: string, name: string, months: number) {
    try {
      const { data: answer } = await contract({ variables: { input: { equipmentIds: [equipmentId], serviceIntervalMonths: months } } });
      unwrap(answer?.contractService, 'Failed to make the service recurring');
      toast.success(`${name}: serviced every ${months} months`);
      void refetch();
    } catch (err) {
      toast.error(messageOf(err, 'Failed to make the service recurring'));
    }
  }

  if (failure) return <LoadFailure title="Failed to load the units" error={failure} />;

  if (!list) return <Skeleton shape="rect" height={132} />;
  if (!list.units.length) return <EmptyState title="Every unit serviced before has an interval" />;
  return (
    <div className={css.stack}>
      <p className={css.meta}>Units serviced before that have no service interval: make them recurring work.</p>
      <EntryList aria-label="Not contracted">
        {list.units.map((u) => (
          <Entry
            key={u.equipment.id}
            aria-label={u.equipment.name}
            title={<Link href={`/equipment/${u.equipment.id}`}>{u.equipment.name}</Link>}
            meta={[
              u.customer?.name,
              u.lastServiceAt ? `Last service ${formatLongDate(u.lastServiceAt, timeZone)}` : null,
              u.serviceJobs === 1 ? '1 service job' : `${u.serviceJobs} service jobs`,
            ]
              .filter(Boolean)
              .join(' · ')}
            actions={
              <MenuTrigger>
                <Button
                  variant="secondary"
                  size="sm"
                  iconEnd={<ChevronDownIcon size={16} />}
                  aria-label={`Make recurring: ${u.equipment.name}`}
                >
                  Make recurring
                </Button>
                <Menu onAction={(key) => void makeRecurring(u.equipment.id, u.equipment.name, Number(key))}>
                  {INTERVALS.map((i) => (
                    <MenuItem key={i.id} id={i.id}>
                      {i.label}
                    </MenuItem>
                  ))}
                </Menu>
              </MenuTrigger>
            }
          />
        ))}
      </EntryList>
      {list.pagination.pages > 1 && (
        <Pagination
          page={list.pagination.page}
          pageCount={list.pagination.pages}
          onPageChange={setPage}
          summary={`${list.pagination.total} units`}
        />
      )}
    </div>
  );
}
