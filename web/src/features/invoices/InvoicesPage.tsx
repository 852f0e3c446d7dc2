import { useMutation } from '@apollo/client/react';
import { DEFAULT_INVOICE_TAB, documentMessages, INVOICE_TABS, type InvoiceTab } from '@rules/document-status';
import { formatAud } from '@rules/money';
import {
  AlertDialog,
  CountTab,
  EmptyState,
  IconButton,
  type Key,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreIcon,
  TabList,
  TabPanel,
  Tabs,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { usePagedList } from '../../kit/list/use-paged-list';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useDebounced } from '../../lib/use-debounced';
import { DocumentCardList, DocumentsHeader, NewDocumentButton } from '../documents';
import { PaymentsAttention } from './PaymentsAttention';
import { useInvoiceChanges } from './use-invoice-changes';

const InvoicesPageQuery = graphql(`
  query InvoicesPage($tab: InvoiceTab!, $search: String, $after: String) {
    invoiceCounts {
      all
      unpaid
      paid
      overdue
      outstandingCents
    }
    invoices(tab: $tab, search: $search, first: 24, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          title
          status
          totalCents
          balanceCents
          issueDate
          dueDate
          customer {
            id
            name
          }
        }
      }
    }
  }
`);

const DeleteInvoice = graphql(`
  mutation DeleteInvoice($id: ID!) {
    deleteInvoice(id: $id) {
      __typename
      ... on DeleteInvoicePayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const TAB_LABELS: Record<InvoiceTab, string> = { all: 'All', unpaid: 'Unpaid', paid: 'Paid', overdue: 'Overdue' };
const EMPTY: Record<InvoiceTab, string> = {
  all: 'No invoices yet. Create your first invoice!',
  unpaid: 'No unpaid invoices',
  paid: 'No paid invoices yet',
  overdue: 'No overdue invoices',
};
const isTab = (v: string | null): v is InvoiceTab => INVOICE_TABS.includes(v as InvoiceTab);

/**
 * /invoices?tab=all|unpaid|paid|overdue (spec part 2 §2): tabs with counts, search, the outstanding total (under
 * all it leaves out paid and void), cards with status badges and an Edit / Delete menu, New Invoice.
 */
export function InvoicesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: InvoiceTab = isTab(params.get('tab')) ? (params.get('tab') as InvoiceTab) : DEFAULT_INVOICE_TAB;
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const list = usePagedList(InvoicesPageQuery, {
    variables: { tab, search: settled || null },
    connection: (data) => data.invoices,
    fetchPolicy: 'cache-and-network',
  });
  const counts = list.data?.invoiceCounts;
  // A customer pays online, a colleague records a payment or sends an invoice: the cards and counts follow live.
  useInvoiceChanges(null, () => void list.refetch());
  const [deleting, setDeleting] = useState<{ id: string; number: string } | null>(null);
  const [deleteInvoice] = useMutation(DeleteInvoice, { refetchQueries: ['InvoicesPage'] });
  const chooseTab = (key: Key) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (key === DEFAULT_INVOICE_TAB) next.delete('tab');
      else next.set('tab', String(key));
      return next;
    });

  return (
    <>
      {/* The subtitle's line is kept while the counts load, so the page does not move when they arrive. */}
      <DocumentsHeader
        kind="invoice"
        subtitle={counts ? `Outstanding ${formatAud(counts.outstandingCents)}` : '\u00a0'}
        search={search}
        onSearchChange={setSearch}
      />
      <PaymentsAttention />
      <Tabs selectedKey={tab} onSelectionChange={chooseTab}>
        <TabList aria-label="Which invoices">
          {INVOICE_TABS.map((t) => (
            <CountTab key={t} id={t} label={TAB_LABELS[t]} count={counts?.[t]} alert={t === 'overdue'} />
          ))}
        </TabList>
        {INVOICE_TABS.map((t) => (
          <TabPanel key={t} id={t}>
            <DocumentCardList
              kind="invoice"
              list={list}
              searching={!!settled}
              empty={<EmptyState title={EMPTY[t]} action={t === 'all' ? <NewDocumentButton kind="invoice" /> : undefined} />}
              secondDate={(inv) => inv.dueDate}
              menu={(inv) => (
                <MenuTrigger>
                  <IconButton label={`Actions for ${inv.number}`} icon={<MoreIcon size={18} />} size="sm" variant="ghost" />
                  <Menu onAction={(key) => (key === 'edit' ? navigate(`/invoices/${inv.id}/edit`) : setDeleting(inv))}>
                    <MenuItem id="edit">Edit</MenuItem>
                    <MenuItem id="delete" tone="danger">
                      Delete
                    </MenuItem>
                  </Menu>
                </MenuTrigger>
              )}
            />
          </TabPanel>
        ))}
      </Tabs>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title="Delete this invoice?"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            unwrap((await deleteInvoice({ variables: { id: deleting.id } })).data?.deleteInvoice, documentMessages.deleteFailed);
            toast.success(documentMessages.invoiceDeleted, deleting.number);
          } catch (err) {
            toast.error(documentMessages.deleteFailedTitle, messageOf(err, documentMessages.deleteFailed));
            throw err;
          }
        }}
      >
        {deleting ? `Invoice ${deleting.number} is deleted for good. This cannot be undone.` : null}
      </AlertDialog>
    </>
  );
}
