import { formatDayKey, formatLongDate } from '@rules/zoned-time';
import { Card, Entry, EntryList, Skeleton } from '@spanner/design-system';
import { LoadFailure } from '../../kit/LoadFailure';
import { answerOf, rest } from '../../lib/rest';
import { useTimeZone } from '../../lib/time-zone';
import { useRest } from '../../lib/use-rest';
import * as css from './messaging.css';

const loadHistory = () => answerOf(rest.GET('/api/usage/history'));

/**
 * The usage tab's history of the period (/settings?tab=usage): what was counted each day, per channel, from the
 * plan allowance or which pack. Credits given back after a failed send are not in it.
 */
export function UsageHistoryCard() {
  const history = useRest(loadHistory, 'Failed to load the history of this period');
  const timeZone = useTimeZone();
  const data = history.data;
  return (
    <Card
      title="This period's history"
      // A line of description from the start, so the list below it does not move when the date arrives.
      description={
        data
          ? `What was counted since ${formatLongDate(data.periodStart, timeZone)}, day by day.`
          : 'What was counted this period, day by day.'
      }
      headingLevel={2}
    >
      {history.error ? (
        <LoadFailure title={history.error} onRetry={history.reload} />
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.days.length === 0 ? (
        <p className={css.body}>Nothing counted yet this period.</p>
      ) : (
        <EntryList aria-label="Usage history">
          {data.days.map((d) => {
            const what = d.channel === 'sms' ? 'SMS' : d.credits === 1 ? 'email' : 'emails';
            const from =
              d.source === 'allowance'
                ? 'from the plan allowance'
                : `from the ${d.pack?.quantity ?? ''} ${d.channel === 'sms' ? 'SMS' : 'email'} pack bought ${d.pack ? formatLongDate(d.pack.purchasedAt, timeZone) : ''}`;
            return (
              <Entry
                key={`${d.day}-${d.channel}-${d.pack?.id ?? 'allowance'}`}
                title={`${d.credits.toLocaleString('en-AU')} ${what} ${from}`}
                meta={formatDayKey(d.day, { weekday: 'short', day: 'numeric', month: 'short' })}
              />
            );
          })}
        </EntryList>
      )}
    </Card>
  );
}
