import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ExportFieldsFragment as DataExport,
  RecentExportsDocument,
  RequestExportDocument,
  RetryExportDocument,
} from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { ExportCard } from './ExportCard';

const ID = '3f0c7a52-0000-4000-8000-000000000001';
const url = `http://localhost/api/export/${ID}`;

/** An export as the API answers it; each test changes what it is about. */
const row = (fields: Partial<DataExport>): DataExport => ({
  __typename: 'DataExport',
  id: ID,
  state: 'building',
  progressDone: 0,
  progressTotal: 0,
  createdAt: '2026-11-27T03:00:00.000Z',
  expiresAt: null,
  url: null,
  sizeBytes: null,
  failure: null,
  ...fields,
});
const listed = (...exports: DataExport[]) => ({ request: { query: RecentExportsDocument }, result: { data: { recentExports: exports } } });

describe('export card', { timeout: 30_000 }, () => {
  it('shows a build’s real progress, then its download link once the build is done', async () => {
    renderApp(<ExportCard />, {
      mocks: [
        listed(row({ progressDone: 1_230, progressTotal: 4_100 })),
        // What the card's next look (its poll while the build runs) finds: the export is ready.
        listed(
          row({
            state: 'ready',
            progressDone: 4_100,
            progressTotal: 4_100,
            url,
            sizeBytes: 12_345_678,
            expiresAt: '2026-12-04T03:00:00.000Z',
          }),
        ),
      ],
    });
    const bar = await screen.findByRole('progressbar', { name: '1,230 of 4,100 records and files' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Preparing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparing an export…' })).toBeDisabled();
    const link = await screen.findByRole('link', { name: 'Download the ZIP (12.3 MB)' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/The link works until/)).toHaveTextContent('Fri, 4 Dec 2026, 2:00 pm');
    expect(screen.getByRole('button', { name: 'Prepare a new export' })).toBeEnabled();
  });

  it('starts an export and says the link comes by email', async () => {
    renderApp(<ExportCard />, {
      mocks: [
        listed(),
        { request: { query: RequestExportDocument }, result: { data: { requestExport: row({}) } } },
        listed(row({})),
        listed(row({ progressDone: 10, progressTotal: 100 })),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText("We'll email you a link when it's ready; you can leave this page.")).toBeInTheDocument();
    // Before the build has counted what it will write, the bar says so rather than showing a made-up figure.
    expect(screen.getByRole('progressbar', { name: 'Counting records…' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Preparing an export…' })).toBeDisabled();
  });

  it('offers to try a failed export again', async () => {
    renderApp(<ExportCard />, {
      mocks: [
        listed(row({ state: 'failed', failure: 'The export could not be built. Try again; if it fails again, contact support.' })),
        { request: { query: RetryExportDocument, variables: { id: ID } }, result: { data: { retryExport: row({}) } } },
        listed(row({})),
        listed(row({ progressDone: 1, progressTotal: 10 })),
      ],
    });
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Failed')).toBeInTheDocument();
    expect(within(item).getByText(/could not be built/)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says an expired export’s link is gone, without a link', async () => {
    renderApp(<ExportCard />, { mocks: [listed(row({ state: 'expired', progressDone: 5, progressTotal: 5 }))] });
    expect(await screen.findByText(/Its link has expired and the file was deleted/)).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Prepare a new export' })).toBeEnabled();
  });

  it('says why when the export is refused', async () => {
    renderApp(<ExportCard />, {
      mocks: [
        listed(),
        {
          request: { query: RequestExportDocument },
          result: {
            data: {
              requestExport: {
                __typename: 'AppError',
                code: 'FORBIDDEN',
                message: 'You do not have permission to do that',
                fieldErrors: [],
              },
            },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText('You do not have permission to do that')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });
});
