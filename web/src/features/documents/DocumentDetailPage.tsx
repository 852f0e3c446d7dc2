import { Skeleton } from '@spanner/design-system';
import { useParams } from 'react-router';
import { unwrap } from '../../lib/mutation-result';
import { type DetailDocument, DocumentDetailLayout } from './DocumentDetailLayout';
import { DOCUMENT_WORDS, type DocumentDetailKind } from './kind';
import { NotFoundBanner } from './NotFoundBanner';

/**
 * /quotes/{id} and /invoices/{id} (spec part 2 §2): a skeleton while the document loads, '… not found' for a
 * missing or foreign one, else the shared layout with the kind's banner and actions. Emailing refetches the
 * document (its status and what it offers change).
 */
export function DocumentDetailPage<TDoc extends DetailDocument>({ kind: descriptor }: { kind: DocumentDetailKind<TDoc> }) {
  const { kind, Banner, Actions, Section, SendToBooks } = descriptor;
  const { id = '' } = useParams();
  const words = DOCUMENT_WORDS[kind];
  const { doc, loading, error, refetch, sendEmail } = descriptor.useDocument(id);

  if (!doc) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <NotFoundBanner title={words.notFound} error={error} />;
  }
  return (
    <DocumentDetailLayout
      kind={kind}
      id={id}
      doc={doc}
      banner={<Banner doc={doc} />}
      actions={<Actions id={id} doc={doc} refetch={refetch} />}
      section={Section && <Section id={id} doc={doc} />}
      sendToBooks={SendToBooks && <SendToBooks id={id} doc={doc} />}
      sendEmail={async (recipients, content) => {
        unwrap(await sendEmail(recipients, content), words.sendFailed);
        await refetch();
      }}
    />
  );
}
