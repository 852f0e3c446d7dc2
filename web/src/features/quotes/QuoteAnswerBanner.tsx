import { formatMediumDateTime } from '@rules/zoned-time';
import { Banner } from '@spanner/design-system';
import { useTimeZone } from '../../lib/time-zone';

export interface QuoteAnswer {
  status: string;
  respondedByName?: string | null;
  respondedOnline?: boolean | null;
  acceptedAt?: string | null;
  rejectedAt?: string | null;
}

/** Who accepted or declined the quote, whether online, and when (in the organisation's zone); nothing before an answer. */
export function QuoteAnswerBanner({ doc: quote }: { doc: QuoteAnswer }) {
  const timeZone = useTimeZone();
  const answeredAt = quote.acceptedAt ?? quote.rejectedAt;
  if (!quote.respondedByName || !answeredAt) return null;
  const verb = quote.status === 'accepted' ? 'Accepted' : 'Declined';
  return (
    <Banner tone={quote.status === 'accepted' ? 'info' : 'warning'} title={verb}>
      {`${verb} by ${quote.respondedByName}${quote.respondedOnline ? ' (online)' : ''}, ${formatMediumDateTime(answeredAt, timeZone)}`}
    </Banner>
  );
}
