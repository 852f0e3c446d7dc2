import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Banner, Button, Card, Link, Stack } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';

const RequestExportMutation = graphql(`
  mutation RequestExport {
    requestExport {
      __typename
      ... on RequestedExport {
        id
        url
        expiresAt
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const LatestExportQuery = graphql(`
  query LatestExport {
    latestExport {
      id
      url
      expiresAt
    }
  }
`);

/**
 * Settings → Integrations (admins, `exportData`): the whole business as one ZIP. Asking gives a download link that
 * works for the business's admins for an hour; the ZIP is built while it downloads. The latest export whose link
 * still works is read back when the card opens, so a reload never loses it.
 */
export function ExportCard() {
  const [request, requesting] = useMutation(RequestExportMutation);
  const latest = useQuery(LatestExportQuery, { fetchPolicy: 'cache-and-network' });
  const [asked, setReady] = useState<{ url: string; expiresAt: string } | null>(null);
  const ready = asked ?? latest.data?.latestExport ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone = useTimeZone();

  async function ask() {
    setFailure(null);
    try {
      setReady(unwrap((await request()).data?.requestExport, 'Failed to prepare the export'));
    } catch (err) {
      setFailure(messageOf(err, 'Failed to prepare the export'));
    }
  }

  return (
    <Card
      aria-label="Export all data"
      title="Export all data"
      description="Download everything in your business — customers, equipment, jobs with their notes, hours, parts and photos, completed jobs, quotes and invoices with their PDFs, your team, price list and support tickets — as one ZIP of CSV and JSON files. Available on every plan, even after your subscription ends."
      headingLevel={2}
    >
      <Stack gap="2">
        {failure && <Banner tone="error" title={failure} />}
        {ready && (
          <Banner tone="info" title="Your export is ready">
            <Link href={ready.url} download variant="inline">
              Download the ZIP
            </Link>{' '}
            (the link works until {formatDateTime(ready.expiresAt, timeZone)}).
          </Banner>
        )}
        <div>
          <Button onPress={ask} isDisabled={requesting.loading}>
            {ready ? 'Prepare a new export' : 'Export all data'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
