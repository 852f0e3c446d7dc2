import { useMutation, useQuery } from '@apollo/client/react';
import { Banner, Link, PageHeader, Skeleton } from '@spanner/design-system';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { DocumentEditor } from './DocumentEditor';
import { type DocumentDraft, draftInput, initialDraft } from './document-draft';
import { DOCUMENT_WORDS, type DocumentEditorKind, SAVE_FALLBACK } from './kind';
import { TaxDetailsBanner, TaxDetailsPanel, useMissingTaxDetails } from './tax-details';

const PresetCustomerQuery = graphql(`
  query DocumentPresetCustomer($id: ID!) {
    customer(id: $id) {
      id
      name
      address
    }
  }
`);

/**
 * /quotes/new, /quotes/{id}/edit, /invoices/new, /invoices/{id}/edit: heading, loading, 'not found', the editor
 * (or, for a document that can no longer be edited, why not).
 * A new document starts from the organisation's terms for its kind and shows the next number, and with ?customerId=
 * (New quote on a customer's profile) with that customer chosen; saving creates or updates it through the kind's
 * mutations and refetches its list.
 */
export function DocumentEditorPage<TInput>({ kind: descriptor }: { kind: DocumentEditorKind<TInput> }) {
  const { kind } = descriptor;
  const { id } = useParams();
  const [params] = useSearchParams();
  const presetId = id ? null : params.get('customerId');
  const preset = useQuery(PresetCustomerQuery, { variables: { id: presetId ?? '' }, skip: !presetId });
  const presetCustomer = preset.data?.customer ?? null;
  const words = DOCUMENT_WORDS[kind];
  const timeZone = useTimeZone();
  const { data, loading, error } = useQuery(descriptor.query, { variables: { id: id ?? '', isNew: !id }, fetchPolicy: 'network-only' });
  const [create] = useMutation(descriptor.create, { refetchQueries: [descriptor.listQuery] });
  const [update] = useMutation(descriptor.update, { refetchQueries: [descriptor.listQuery] });
  const back = id ? { href: `${words.listPath}/${id}`, label: words.noun } : { href: words.listPath, label: `${words.noun}s` };
  const initial = useMemo(() => {
    // A preset customer is waited for, so the editor starts with it chosen (it reads its first draft once).
    if (presetId && preset.loading) return null;
    const draft = initialDraft(
      data ? (id ? { isNew: false, doc: data.doc ?? null } : { isNew: true, kind, terms: data.viewer?.org.terms, timeZone }) : null,
    );
    return draft && presetCustomer ? { ...draft, customer: presetCustomer } : draft;
  }, [data, id, kind, timeZone, presetId, preset.loading, presetCustomer]);
  const missing = useMissingTaxDetails(kind);
  // A document the server will not let change (a paid invoice) opens no editor: only why, and the way back.
  const locked = data?.doc?.canEdit === false ? data.doc : null;

  async function save(draft: DocumentDraft): Promise<string> {
    const input = descriptor.input(draftInput(draft));
    const answer = id ? (await update({ variables: { id, input } })).data?.saved : (await create({ variables: { input } })).data?.saved;
    return unwrap(answer, SAVE_FALLBACK).id as string;
  }

  return (
    <>
      <PageHeader title={id ? `Edit ${words.noun}` : `New ${words.noun}`} back={back} />
      {/* A new document asks for the missing business details in place; an existing one points to Settings. */}
      {id ? <TaxDetailsBanner kind={kind} missing={missing} /> : <TaxDetailsPanel kind={kind} />}
      {locked ? (
        <Banner tone="info" title={descriptor.lockedText?.(locked) ?? `This ${words.noun.toLowerCase()} can no longer be edited.`}>
          <Link href={back.href}>{`Back to ${words.noun} ${locked.number}`}</Link>
        </Banner>
      ) : initial ? (
        // Keyed by the document: after Preview saves a new one, its edit page starts from what was saved.
        <DocumentEditor
          key={id ?? 'new'}
          kind={kind}
          initial={initial}
          nextNumber={data?.nextDocumentNumbers?.next}
          save={save}
          cancelHref={back.href}
        />
      ) : loading || preset.loading ? (
        <Skeleton shape="rect" height={520} />
      ) : (
        <LoadFailure title={words.notFound} error={error} />
      )}
    </>
  );
}
