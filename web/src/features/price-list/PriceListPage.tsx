import { useMutation } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import {
  AlertDialog,
  Button,
  Card,
  EmptyState,
  Entry,
  EntryList,
  PageHeader,
  PlusIcon,
  SearchField,
  Stack,
  Toolbar,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { PriceListItemFieldsFragment } from '../../gql/graphql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useDebounced } from '../../lib/use-debounced';
import { PriceListItemDialog } from './PriceListItemDialog';
import { taxLabel } from './tax';

const PriceListQuery = graphql(`
  query PriceListPage($search: String, $after: String) {
    itemPresets(search: $search, first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...PriceListItemFields
        }
      }
    }
  }
`);

const DeleteItem = graphql(`
  mutation DeletePriceListItem($id: ID!) {
    deleteItemPreset(id: $id) {
      __typename
      ... on DeleteItemPresetPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * /price-list (managePriceList): the organisation's price list by name with search; Add Item, Edit (name,
 * description, price, GST 10 % or Tax Exempt) and Delete (asks first). Parts on jobs are priced from it by name.
 */
export function PriceListPage() {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const list = usePagedList(PriceListQuery, {
    variables: { search: settled || null },
    connection: (data) => data.itemPresets,
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<PriceListItemFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PriceListItemFieldsFragment | null>(null);
  const [deleteItem] = useMutation(DeleteItem);
  const addItem = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => setEditing('new')}>
      Add Item
    </Button>
  );

  return (
    <Stack>
      <PageHeader
        title="Price List"
        subtitle="Parts and labour with their prices. Parts on jobs are priced from here by name."
        actions={addItem}
      />
      <Toolbar
        search={<SearchField aria-label="Search the price list" placeholder="Search the price list" value={search} onChange={setSearch} />}
      />
      <PagedList
        list={list}
        noun="items"
        failedTitle="Failed to load the price list"
        skeleton={{ height: 64 }}
        empty={
          settled ? (
            <EmptyState title="No items match your search" />
          ) : (
            <EmptyState title="No items yet. Add the parts and labour you charge for." action={addItem} />
          )
        }
      >
        {(items) => (
          <Card padding="none">
            <EntryList aria-label="Price list">
              {items.map((item) => (
                <Entry
                  key={item.id}
                  title={item.name}
                  meta={item.description ?? undefined}
                  aside={`${item.itemCode ? `${item.itemCode} · ` : ''}${formatAud(item.unitAmountCents)} · ${taxLabel(item.taxRate)}`}
                  actions={
                    <>
                      <Button size="sm" variant="ghost" aria-label={`Edit ${item.name}`} onPress={() => setEditing(item)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={`Delete ${item.name}`} onPress={() => setDeleting(item)}>
                        Delete
                      </Button>
                    </>
                  }
                />
              ))}
            </EntryList>
          </Card>
        )}
      </PagedList>
      <PriceListItemDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        item={editing === 'new' ? null : editing}
        onSaved={() => list.refetch()}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title="Delete this item?"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            unwrap((await deleteItem({ variables: { id: deleting.id } })).data?.deleteItemPreset, 'Failed to delete item');
            toast.success('Item deleted', deleting.name);
            await list.refetch();
          } catch (err) {
            toast.error('Failed to delete item', messageOf(err, ''));
            throw err;
          }
        }}
      >
        {deleting?.name} is removed from the price list. Parts already logged under this name become unpriced; completed jobs, quotes and
        invoices keep their own prices.
      </AlertDialog>
    </Stack>
  );
}
