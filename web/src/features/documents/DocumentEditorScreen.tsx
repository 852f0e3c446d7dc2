import { Banner, PageHeader, Skeleton } from '@spanner/design-system';
import { useMemo } from 'react';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { DocumentEditor } from './DocumentEditor';
import { type DocumentDraft, draftInput, initialDraft, type SavedDocument } from './document-draft';
import { DOCUMENT_WORDS, type DocumentKind, SAVE_FALLBACK } from './kind';
import { TaxDetailsBanner, TaxDetailsPanel, useMissingTaxDetails } from './tax-details';

export interface DocumentEditorScreenProps {
  kind: DocumentKind;
  /** The document being edited; absent on /new. */
  id?: string;
  /**
   * What the page's query answered, once it has: on /new the organisation's terms for this kind and the next
   * number; on edit the saved document (null when it is missing).
   */
  loaded?: { doc?: SavedDocument | null; terms?: string | null; nextNumber?: string | null };
  loading: boolean;
  error?: unknown;
  /** Creates (no id) or updates the document from the editor's input; answers the mutation's `AppError | X`. */
  save: (input: ReturnType<typeof draftInput>) => Promise<{ __typename: string; id?: string } | null | undefined>;
}

/** /quotes/new, /quotes/{id}/edit, /invoices/new, /invoices/{id}/edit: heading, loading, 'not found', the editor. */
export function DocumentEditorScreen({ kind, id, loaded, loading, error, save }: DocumentEditorScreenProps) {
  const words = DOCUMENT_WORDS[kind];
  const timeZone = useTimeZone();
  const back = id ? { href: `${words.listPath}/${id}`, label: words.noun } : { href: words.listPath, label: `${words.noun}s` };
  const initial = useMemo(
    () =>
      initialDraft(loaded ? (id ? { isNew: false, doc: loaded.doc ?? null } : { isNew: true, kind, terms: loaded.terms, timeZone }) : null),
    [loaded, id, kind, timeZone],
  );
  const missing = useMissingTaxDetails(kind);
  const saveDraft = async (draft: DocumentDraft): Promise<string> => unwrap(await save(draftInput(draft)), SAVE_FALLBACK).id as string;
  return (
    <>
      <PageHeader title={id ? `Edit ${words.noun}` : `New ${words.noun}`} back={back} />
      {/* A new document asks for the missing business details in place; an existing one points to Settings. */}
      {id ? <TaxDetailsBanner kind={kind} missing={missing} /> : <TaxDetailsPanel kind={kind} />}
      {initial ? (
        // Keyed by the document: after Preview saves a new one, its edit page starts from what was saved.
        <DocumentEditor
          key={id ?? 'new'}
          kind={kind}
          initial={initial}
          nextNumber={loaded?.nextNumber}
          save={saveDraft}
          cancelHref={back.href}
        />
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
