import { Button, EmptyState, EquipmentIcon, Grid, Link, PageHeader, PlusIcon, SearchField, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { EquipmentDialogFieldsFragment } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { useCan } from '../../lib/use-can';
import { useDebounced } from '../../lib/use-debounced';
import { ImportCsvButton } from '../imports';
import { DeleteEquipmentDialog } from './DeleteEquipmentDialog';
import { EquipmentCard } from './EquipmentCard';
import { EquipmentDialog } from './EquipmentDialog';

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

/** /equipment: search, Service due, Import CSV, New Equipment, and a card per piece of equipment (spec part 1 §2). */
export function EquipmentListPage() {
  const mayDelete = useCan('deleteEquipment');
  const seesServiceBoard = useCan('seeServiceBoard');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const list = usePagedList(EquipmentListQuery, {
    variables: { search: search || null, first: PAGE },
    connection: (data) => data.equipmentList,
  });
  const [creating, setCreating] = useState(false);
  // The item stays set while its dialog fades out; `open` says whether the dialog is showing.
  const [editing, setEditing] = useState<{ item: EquipmentDialogFieldsFragment; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; open: boolean } | null>(null);
  const refetch = () => void list.refetch();
  const newEquipment = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => setCreating(true)}>
      New Equipment
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Equipment"
        actions={
          <>
            {/* The units due for service (a technician's own): the board a technician's menu leaves out. */}
            {seesServiceBoard && <Link href="/service">Service due</Link>}
            <ImportCsvButton kind="equipment" onImported={refetch} />
            {newEquipment}
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
      <PagedList
        list={list}
        noun="equipment"
        failedTitle="Failed to load equipment"
        skeleton={{ height: 112 }}
        empty={
          search ? (
            <EmptyState icon={<EquipmentIcon size={24} />} title="No equipment matches your search" />
          ) : (
            <EmptyState icon={<EquipmentIcon size={24} />} title="No equipment found. Add your first equipment!" action={newEquipment} />
          )
        }
      >
        {(items) => (
          <Grid gap="3">
            {items.map((item) => (
              <EquipmentCard
                key={item.id}
                equipment={item}
                onEdit={() => setEditing({ item, open: true })}
                onDelete={mayDelete ? () => setDeleting({ id: item.id, open: true }) : undefined}
              />
            ))}
          </Grid>
        )}
      </PagedList>

      <EquipmentDialog isOpen={creating} onOpenChange={setCreating} onSaved={refetch} />
      {editing && (
        <EquipmentDialog
          key={editing.item.id}
          isOpen={editing.open}
          onOpenChange={(open) => setEditing({ ...editing, open })}
          equipment={editing.item}
          onSaved={refetch}
        />
      )}
      {deleting && (
        <DeleteEquipmentDialog
          equipmentId={deleting.id}
          isOpen={deleting.open}
          onOpenChange={(open) => setDeleting({ ...deleting, open })}
          onDeleted={refetch}
        />
      )}
    </>
  );
}
