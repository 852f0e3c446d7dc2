import { Banner, PageHeader, Skeleton } from '@spanner/design-system';
import { messageOf } from '../../lib/error-message';
import { DocumentEditor } from './DocumentEditor';
import type { DocumentDraft } from './document-draft';
import { DOCUMENT_WORDS, type DocumentKind } from './kind';

export interface DocumentEditorScreenProps {
  kind: DocumentKind;
  /** The document being edited; absent on /new. */
  id?: string;
  /** The form's starting values once loaded (null while loading or when the document is missing). */
  initial: DocumentDraft | null;
  loading: boolean;
  error?: unknown;
  nextNumber?: string | null;
  save: (draft: DocumentDraft) => Promise<string>;
}

/** /quotes/new, /quotes/{id}/edit, /invoices/new, /invoices/{id}/edit: heading, loading, 'not found', the editor. */
export function DocumentEditorScreen({ kind, id, initial, loading, error, nextNumber, save }: DocumentEditorScreenProps) {
  const words = DOCUMENT_WORDS[kind];
  const back = id ? { href: `${words.listPath}/${id}`, label: words.noun } : { href: words.listPath, label: `${words.noun}s` };
  return (
    <>
      <PageHeader title={id ? `Edit ${words.noun}` : `New ${words.noun}`} back={back} />
      {initial ? (
        // Keyed by the document: after Preview saves a new one, its edit page starts from what was saved.
        <DocumentEditor key={id ?? 'new'} kind={kind} initial={initial} nextNumber={nextNumber} save={save} cancelHref={back.href} />
      ) : loading ? (
        <Skeleton shape="rect" height={520} />
      ) : (
        <Banner tone="error" title={words.notFound}>
          {messageOf(error, '')}
        </Banner>
      )}
    </>
  );
}
