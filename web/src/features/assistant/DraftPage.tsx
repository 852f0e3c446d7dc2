import { Banner, PageHeader, Skeleton, Stack } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { RequestError } from '../../lib/http';
import { AI_TEXTS, type DraftView, getDraft } from './chat';
import { DraftCard } from './DraftCard';

/**
 * A draft an AI client prepared over MCP with an API key (or the assistant), opened from the link its answer gave:
 * shown exactly as it will be made or sent, and done only when this person presses Confirm.
 */
export function DraftPage() {
  const { id = '' } = useParams();
  const [draft, setDraft] = useState<DraftView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setDraft(null);
    setError(null);
    getDraft(id).then(
      (d) => live && setDraft(d),
      (err: unknown) => live && setError(err instanceof RequestError && err.status && err.status < 500 ? err.message : AI_TEXTS.trouble),
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <Stack gap="3">
      <PageHeader title="Confirm a draft" subtitle="Prepared by an AI client or the assistant: nothing happens until you confirm." />
      {error ? <Banner tone="error" title={error} /> : draft ? <DraftCard draft={draft} /> : <Skeleton shape="rect" height={200} />}
    </Stack>
  );
}
