import { formatLongDate } from '@rules/zoned-time';
import { Card, Meter, type MeterLevel, Skeleton, Stack } from '@spanner/design-system';
import { LoadFailure } from '../../kit/LoadFailure';
import { answerOf, rest } from '../../lib/rest';
import { useTimeZone } from '../../lib/time-zone';
import { useRest } from '../../lib/use-rest';

const loadAssistantUsage = () => answerOf(rest.GET('/api/ai-support/usage'));
const n = (v: number) => v.toLocaleString('en-AU');
const level = (used: number, limit: number): MeterLevel => (used >= limit ? 'danger' : used >= limit * 0.8 ? 'warning' : 'normal');

/**
 * The usage tab's AI assistant card (admins, `seeAssistantUsage`): this calendar month's model requests and tokens
 * against the organisation's budget; past it the assistant answers 'AI service quota exceeded'.
 */
export function AssistantUsageCard() {
  const usage = useRest(loadAssistantUsage, 'Failed to load the AI assistant usage');
  const timeZone = useTimeZone();
  const data = usage.data;
  return (
    <Card
      title="AI assistant"
      description={
        data && !data.modelEnabled
          ? 'The AI service is not set up: the assistant answers from its own parser, which costs nothing.'
          : data
            ? `Requests and tokens used since ${formatLongDate(data.since, timeZone)}.`
            : 'Requests and tokens used this month.'
      }
      headingLevel={2}
    >
      {usage.error ? (
        <LoadFailure title={usage.error} onRetry={usage.reload} />
      ) : !data ? (
        <Skeleton height={80} />
      ) : (
        <Stack>
          <Meter
            label="Requests"
            value={Math.min(data.requests, data.requestLimit)}
            maxValue={Math.max(data.requestLimit, 1)}
            valueLabel={`${n(data.requests)} / ${n(data.requestLimit)}`}
            level={level(data.requests, data.requestLimit)}
          />
          <Meter
            label="Tokens"
            value={Math.min(data.tokens, data.tokenLimit)}
            maxValue={Math.max(data.tokenLimit, 1)}
            valueLabel={`${n(data.tokens)} / ${n(data.tokenLimit)}`}
            level={level(data.tokens, data.tokenLimit)}
          />
        </Stack>
      )}
    </Card>
  );
}
