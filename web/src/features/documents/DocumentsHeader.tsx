import { Button, PageHeader, PlusIcon, SearchField, Toolbar } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { DOCUMENT_WORDS, type DocumentKind } from './kind';

/** 'New Quote' / 'New Invoice': opens the editor on a new document. */
export function NewDocumentButton({ kind }: { kind: DocumentKind }) {
  const navigate = useNavigate();
  const words = DOCUMENT_WORDS[kind];
  return (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate(`${words.listPath}/new`)}>
      {`New ${words.noun}`}
    </Button>
  );
}

/** The top of the quotes and invoices lists: the title, New Quote / New Invoice, and the search box. */
export function DocumentsHeader({
  kind,
  subtitle,
  search,
  onSearchChange,
}: {
  kind: DocumentKind;
  subtitle?: string;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const plural = `${DOCUMENT_WORDS[kind].noun}s`;
  return (
    <>
      <PageHeader title={plural} subtitle={subtitle} actions={<NewDocumentButton kind={kind} />} />
      <Toolbar
        search={
          <SearchField
            aria-label={`Search ${plural.toLowerCase()}`}
            placeholder="Search number, title, customer"
            value={search}
            onChange={onSearchChange}
          />
        }
      />
    </>
  );
}
