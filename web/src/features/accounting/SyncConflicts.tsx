import { useMutation } from '@apollo/client/react';
import { Button, Card, FigureTable, Stack, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { SyncConflictFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

export const SyncConflictFields = graphql(`
  fragment SyncConflictFields on AccountingSyncRecord {
    id
    label
    state
    lastError
    conflictFields {
      field
      spanner
      books
    }
  }
`);

const ResolveAccountingConflict = graphql(`
  mutation ResolveAccountingConflict($id: ID!, $keep: AccountingConflictChoice!) {
    resolveAccountingConflict(id: $id, keep: $keep) {
      __typename
      ... on AccountingSyncRecord {
        id
        state
        lastError
        conflictFields {
          field
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

type Keep = 'spanner' | 'books';

/**
 * The invoices changed in the books and in Spanner since they were last sent (docs/accounting.md "Conflicts"): each
 * names what differs, side by side, and the office keeps one — Spanner's goes to the books over their edit; theirs becomes
 * Spanner's invoice. Nothing is overwritten until then.
 */
export function SyncConflicts({
  records,
  books,
  onResolved,
}: {
  records: SyncConflictFieldsFragment[];
  /** The connected books' name: Xero, MYOB */
  books: string;
  onResolved: () => void;
}) {
  const rows = records.filter((r) => r.state === 'conflict' && r.conflictFields);
  const [resolve, resolving] = useMutation(ResolveAccountingConflict);
  if (!rows.length) return null;

  async function keep(id: string, label: string, side: Keep) {
    try {
      unwrap((await resolve({ variables: { id, keep: side } })).data?.resolveAccountingConflict, 'Could not resolve');
      toast.success(side === 'spanner' ? `Spanner's invoice goes to ${books}` : `Spanner's invoice now matches ${books}`, label);
      onResolved();
    } catch (err) {
      toast.error('Could not resolve', messageOf(err, ''));
    }
  }

  return (
    <Stack>
      {rows.map((r) => (
        <Card key={r.id} title={`Changed on both sides · ${r.label}`} description={r.lastError}>
          <Stack gap="3">
            <FigureTable
              caption={`What differs on ${r.label}`}
              hideCaption
              columns={[{ label: 'Field' }, { label: 'In Spanner' }, { label: `In ${books}` }]}
              rows={(r.conflictFields ?? []).map((f) => ({ key: f.field, cells: [f.field, f.spanner, f.books] }))}
            />
            <Stack direction="row" gap="2">
              <Button variant="primary" size="sm" isDisabled={resolving.loading} onPress={() => keep(r.id, r.label, 'spanner')}>
                Keep Spanner's
              </Button>
              <Button variant="secondary" size="sm" isDisabled={resolving.loading} onPress={() => keep(r.id, r.label, 'books')}>
                Keep {books}'s
              </Button>
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
