import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Banner, Button, Card, Link, ProgressBar, Stack, StatusBadge, type Tone } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ExportState, RecentExportsQuery as RecentExportsData } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import * as styles from './ExportCard.css';

/** What the card reads of an export, in the list and in a request's or retry's answer. */
export const ExportFields = graphql(`
  fragment ExportFields on DataExport {
    id
    state
    progressDone
    progressTotal
    createdAt
    expiresAt
    url
    sizeBytes
    failure
  }
`);

const RecentExportsQuery = graphql(`
  query RecentExports {
    recentExports {
      ...ExportFields
    }
  }
`);

const RequestExportMutation = graphql(`
  mutation RequestExport {
    requestExport {
      __typename
      ... on DataExport {
        ...ExportFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const RetryExportMutation = graphql(`
  mutation RetryExport($id: ID!) {
    retryExport(id: $id) {
      __typename
      ... on DataExport {
        ...ExportFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** How often the card asks again while an export is building: the build writes its progress at each whole percent. */
export const EXPORT_POLL_MS = 2000;

type ExportRow = RecentExportsData['recentExports'][number];

const STATES: Record<ExportState, { label: string; tone: Tone }> = {
  building: { label: 'Preparing', tone: 'blue' },
  ready: { label: 'Ready', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  expired: { label: 'Expired', tone: 'grey' },
};

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Settings → Integrations (admins, `exportData`): the whole business as one ZIP, built in the background. Asking
 * starts the build; the card lists the latest exports — preparing with the build's real progress (asked for again
 * every two seconds while one is building), ready with the download link until it expires, failed with a retry —
 * and the admin who asked is emailed the link, so they need not wait on the page.
 */
export function ExportCard() {
  const timeZone = useTimeZone();
  const [request, requesting] = useMutation(RequestExportMutation, { refetchQueries: [RecentExportsQuery] });
  const [retry, retrying] = useMutation(RetryExportMutation, { refetchQueries: [RecentExportsQuery] });
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const [building, setBuilding] = useState(false);
  // Asked again only while a build runs: a finished list does not change by itself.
  const recent = useQuery(RecentExportsQuery, { fetchPolicy: 'cache-and-network', pollInterval: building ? EXPORT_POLL_MS : 0 });
  const exports: ExportRow[] = recent.data?.recentExports ?? [];
  const nowBuilding = exports.some((e) => e.state === 'building');
  if (nowBuilding !== building) setBuilding(nowBuilding);

  async function run(action: () => Promise<unknown>, fallback: string) {
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(messageOf(err, fallback));
    }
  }
  const ask = () =>
    run(async () => {
      unwrap((await request()).data?.requestExport, 'Failed to start the export');
      setAsked(true);
    }, 'Failed to start the export');
  const tryAgain = (id: string) =>
    run(
      async () => unwrap((await retry({ variables: { id } })).data?.retryExport, 'Failed to start the export again'),
      'Failed to start the export again',
    );

  return (
    <Card
      aria-label="Export all data"
      title="Export all data"
      description="Everything in your business — customers, equipment, jobs with their notes, hours, parts and photos, completed jobs, quotes and invoices with their PDFs, your team, price list and support tickets — as one ZIP of CSV and JSON files. We prepare it in the background and email you a link when it's ready. Available on every plan, even after your subscription ends."
      headingLevel={2}
    >
      <Stack gap="3">
        {failure && <Banner tone="error" title={failure} />}
        {asked && building && (
          <Banner tone="info" title="We're preparing your export">
            We'll email you a link when it's ready; you can leave this page.
          </Banner>
        )}
        {exports.length > 0 && (
          <ul className={styles.list} aria-label="Recent exports">
            {exports.map((e) => (
              <ExportItem key={e.id} item={e} timeZone={timeZone} onRetry={tryAgain} retrying={retrying.loading} />
            ))}
          </ul>
        )}
        <div>
          <Button onPress={ask} isDisabled={requesting.loading || building}>
            {building ? 'Preparing an export…' : exports.length ? 'Prepare a new export' : 'Export all data'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function ExportItem({
  item,
  timeZone,
  onRetry,
  retrying,
}: {
  item: ExportRow;
  timeZone: string;
  onRetry: (id: string) => void;
  retrying: boolean;
}) {
  const state = STATES[item.state];
  const percent = item.progressTotal ? Math.floor((item.progressDone / item.progressTotal) * 100) : 0;
  return (
    <li className={styles.item} aria-label={`Export asked for ${formatDateTime(item.createdAt, timeZone)}`}>
      <div className={styles.head}>
        <span className={styles.when}>
          <span>Asked for {formatDateTime(item.createdAt, timeZone)}</span>
          <StatusBadge tone={state.tone} label={state.label} />
        </span>
        {item.state === 'ready' && item.url && (
          <Link href={item.url} download variant="inline">
            Download the ZIP{item.sizeBytes ? ` (${megabytes(item.sizeBytes)})` : ''}
          </Link>
        )}
        {item.state === 'failed' && (
          <Button variant="secondary" size="sm" onPress={() => onRetry(item.id)} isDisabled={retrying}>
            Try again
          </Button>
        )}
      </div>
      {item.state === 'building' && (
        <ProgressBar
          label={
            item.progressTotal
              ? `${item.progressDone.toLocaleString('en-AU')} of ${item.progressTotal.toLocaleString('en-AU')} records and files`
              : 'Counting records…'
          }
          value={percent}
          isIndeterminate={!item.progressTotal}
        />
      )}
      {item.state === 'ready' && item.expiresAt && (
        <p className={styles.note}>The link works until {formatDateTime(item.expiresAt, timeZone)}.</p>
      )}
      {item.state === 'failed' && item.failure && <p className={styles.note}>{item.failure}</p>}
      {item.state === 'expired' && (
        <p className={styles.note}>Its link has expired and the file was deleted. Prepare a new export to download your data.</p>
      )}
    </li>
  );
}
