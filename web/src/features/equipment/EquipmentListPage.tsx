import { useQuery } from '@apollo/client/react';
import { Banner, Button, EmptyState, EquipmentIcon, PageHeader, PlusIcon, SearchField, Skeleton, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { EquipmentDialogFieldsFragment } from '../../gql/graphql';
import { useCan } from '../../lib/use-can';
import { ImportCsvButton } from '../imports/ImportCsvButton';
import { DeleteEquipmentDialog } from './DeleteEquipmentDialog';
import { EquipmentCard } from './EquipmentCard';
import { EquipmentDialog } from './EquipmentDialog';
import * as css from './equipment.css';
import { useDebounced } from './use-debounced';

const PAGE = 50;

const EquipmentListQuery = graphql(`
  query EquipmentList($search: String, $first: Int, $after: String) {
    equipmentList(search: $search, first: $first, after: $after) {
      edges {
        node {
          id
          ...EquipmentCardFields
          ...EquipmentDialogFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** /equipment: search, Import CSV, New Equipment, and a card per piece of equipment (spec part 1 §2). */
export function EquipmentListPage() {
  const mayDelete = useCan('deleteEquipment');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 250);
  const { data, loading, error, refetch, fetchMore } = useQuery(EquipmentListQuery, {
    variables: { search: search || null, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [creating, setCreating] = useState(false);
  // The item stays set while its dialog fades out; `open` says whether the dialog is showing.
  const [editing, setEditing] = useState<{ item: EquipmentDialogFieldsFragment; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; open: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const connection = data?.equipmentList;
  const items = connection?.edges.map((e) => e.node) ?? [];

  async function loadMore() {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          equipmentList: {
            ...fetchMoreResult.equipmentList,
            edges: [...prev.equipmentList.edges, ...fetchMoreResult.equipmentList.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Equipment"
        actions={
          <>
            <ImportCsvButton kind="equipment" onImported={() => refetch()} />
            <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => setCreating(true)}>
              New Equipment
            </Button>
          </>
        }
      />
      <Toolbar
        search={
          <SearchField
            aria-label="Search equipment"
            placeholder="Search name, serial, customer…"
            value={searchText}
            onChange={setSearchText}
          />
        }
      />

      {error && !data ? (
        <Banner
          tone="error"
          title="Failed to load equipment"
          action={
            <Button variant="secondary" size="sm" onPress={() => refetch()}>
              Try again
            </Button>
          }
        />
      ) : !connection ? (
        <div className={css.grid} aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} shape="rect" height={112} />
          ))}
        </div>
      ) : items.length === 0 ? (
        search ? (
          <EmptyState icon={<EquipmentIcon size={24} />} title="No equipment matches your search" />
        ) : (
          <EmptyState
            icon={<EquipmentIcon size={24} />}
            title="No equipment found. Add your first equipment!"
            action={
              <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => setCreating(true)}>
                New Equipment
              </Button>
            }
          />
        )
      ) : (
        <>
          <div className={css.grid} aria-busy={loading && !loadingMore}>
            {items.map((item) => (
              <EquipmentCard
                key={item.id}
                equipment={item}
                onEdit={() => setEditing({ item, open: true })}
                onDelete={mayDelete ? () => setDeleting({ id: item.id, open: true }) : undefined}
              />
            ))}
          </div>
          {connection.pageInfo.hasNextPage && (
            <div className={css.loadMore}>
              <Button variant="secondary" onPress={loadMore} isPending={loadingMore}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}

      <EquipmentDialog isOpen={creating} onOpenChange={setCreating} onSaved={() => refetch()} />
      {editing && (
        <EquipmentDialog
          key={editing.item.id}
          isOpen={editing.open}
          onOpenChange={(open) => setEditing({ ...editing, open })}
          equipment={editing.item}
          onSaved={() => refetch()}
        />
      )}
      {deleting && (
        <DeleteEquipmentDialog
          equipmentId={deleting.id}
          isOpen={deleting.open}
          onOpenChange={(open) => setDeleting({ ...deleting, open })}
          onDeleted={() => refetch()}
        />
      )}
    </>
  );
}
