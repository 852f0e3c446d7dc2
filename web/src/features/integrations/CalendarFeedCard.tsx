import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Banner, Button, Card, Skeleton, Stack, TextField, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { CalendarFeedScope } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';

const CalendarFeedsQuery = graphql(`
  query CalendarFeeds {
    calendarFeeds {
      scope
      createdAt
      lastFetchedAt
    }
  }
`);

const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed($scope: CalendarFeedScope!) {
    createCalendarFeed(scope: $scope) {
      __typename
      ... on NewCalendarFeed {
        scope
        url
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed($scope: CalendarFeedScope!) {
    revokeCalendarFeed(scope: $scope) {
      __typename
      ... on RevokeCalendarFeedPayload {
        scope
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const LABELS: Record<CalendarFeedScope, { name: string; about: string }> = {
  own: {
    name: 'My jobs',
    about: 'The jobs you are assigned to.',
  },
  office: {
    name: 'All jobs',
    about: "Every job of the business, for the office's calendar.",
  },
};

/**
 * One calendar feed of the viewer: make its secret URL (shown once, to paste into a calendar app), replace it, or
 * stop it. The server keeps only a hash of the URL's token, so a lost URL is replaced, never shown again.
 */
export function CalendarFeedControls({ scope }: { scope: CalendarFeedScope }) {
  const { data, loading, error, refetch } = useQuery(CalendarFeedsQuery);
  const [create, creating] = useMutation(CreateCalendarFeedMutation);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone = useTimeZone();
  const feed = data?.calendarFeeds.find((f) => f.scope === scope);
  const label = LABELS[scope];

  async function makeUrl() {
    setFailure(null);
    try {
      const made = unwrap((await create({ variables: { scope } })).data?.createCalendarFeed, 'Failed to create the calendar feed');
      setUrl(made.url);
      await refetch();
    } catch (err) {
      setFailure(messageOf(err, 'Failed to create the calendar feed'));
    }
  }

  async function stop() {
    setFailure(null);
    try {
      unwrap((await revoke({ variables: { scope } })).data?.revokeCalendarFeed, 'Failed to stop the calendar feed');
      setUrl(null);
      toast.success('Calendar feed stopped', 'Its URL no longer works.');
      await refetch();
    } catch (err) {
      setFailure(messageOf(err, 'Failed to stop the calendar feed'));
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Feed URL copied');
    } catch {
      toast.show('Copy the URL from the field', 'Your browser did not allow copying.');
    }
  }

  if (loading && !data) return <Skeleton height={64} />;
  return (
    <Stack as="section" gap="2" aria-label={`${label.name} feed`}>
      <div>
        <strong>{label.name}</strong>
        <p>
          {label.about}{' '}
          {feed
            ? `Feed made ${formatDateTime(feed.createdAt, timeZone)}; ${
                feed.lastFetchedAt
                  ? `last read by a calendar app ${formatDateTime(feed.lastFetchedAt, timeZone)}.`
                  : 'not read by a calendar app yet.'
              }`
            : 'No feed yet.'}
        </p>
      </div>
      {(error || failure) && <Banner tone="error" title={failure ?? messageOf(error, 'Failed to load your calendar feeds')} />}
      {url && (
        <Stack gap="2">
          <Banner tone="info" title="Copy this URL now: it is shown only once">
            Add it in your calendar app as a subscription (Google Calendar: Other calendars → From URL; Apple Calendar: File → New Calendar
            Subscription; Outlook: Add calendar → Subscribe from web).
          </Banner>
          <TextField label={`${label.name} feed URL`} value={url} isReadOnly />
          <div>
            <Button size="sm" variant="secondary" onPress={() => copy(url)}>
              Copy URL
            </Button>
          </div>
        </Stack>
      )}
      <Stack direction="row" gap="2">
        <Button size="sm" variant={feed ? 'secondary' : 'primary'} onPress={makeUrl} isDisabled={creating.loading}>
          {feed ? 'Replace URL' : 'Create feed URL'}
        </Button>
        {feed && (
          <Button size="sm" variant="danger" onPress={stop} isDisabled={revoking.loading}>
            Stop feed
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * Settings → Integrations: the viewer's calendar feeds — their own jobs, and (for those who see every job) the
 * office feed of all jobs.
 */
export function CalendarFeedCard() {
  const office = useCan('seeAllJobs');
  return (
    <Card
      aria-label="Calendar feeds"
      title="Calendar feeds"
      description="Subscribe to your jobs in Google Calendar, Apple Calendar or Outlook. Each job shows the customer's address, at the business's local time, and moves when it is rescheduled. Anyone with a feed URL can read it: replace or stop a URL you no longer trust."
      headingLevel={2}
    >
      <Stack>
        <CalendarFeedControls scope="own" />
        {office && <CalendarFeedControls scope="office" />}
      </Stack>
    </Card>
  );
}
