import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LatestExportDocument, RequestExportDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { ExportCard } from './ExportCard';

const noExport = { request: { query: LatestExportDocument }, result: { data: { latestExport: null } }, maxUsageCount: 5 };

describe('export card', { timeout: 30_000 }, () => {
  it('offers the export prepared before a reload, until its link expires', async () => {
    const url = 'http://localhost/api/export/3f0c7a52-0000-4000-8000-000000000002';
    renderApp(<ExportCard />, {
      mocks: [
        {
          request: { query: LatestExportDocument },
          result: { data: { latestExport: { __typename: 'RequestedExport', id: '3f0c7a52', url, expiresAt: '2026-12-01T23:00:00.000Z' } } },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Download the ZIP' })).toHaveAttribute('href', url);
    expect(screen.getByRole('button', { name: 'Prepare a new export' })).toBeEnabled();
  });

  it('asks for the export and offers its download link', async () => {
    const url = 'http://localhost/api/export/3f0c7a52-0000-4000-8000-000000000001';
    renderApp(<ExportCard />, {
      mocks: [
        noExport,
        {
          request: { query: RequestExportDocument },
          result: {
            data: {
              requestExport: { __typename: 'RequestedExport', id: '3f0c7a52', url, expiresAt: '2026-12-01T23:00:00.000Z' },
            },
          },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    const link = await screen.findByRole('link', { name: 'Download the ZIP' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/the link works until/)).toHaveTextContent('10:00');
    expect(screen.getByRole('button', { name: 'Prepare a new export' })).toBeEnabled();
  });

  it('says why when the export is refused', async () => {
    renderApp(<ExportCard />, {
      mocks: [
        noExport,
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
    await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText('You do not have permission to do that')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the ZIP' })).toBeNull();
  });
});
