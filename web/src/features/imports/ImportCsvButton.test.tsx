import { ToastRegion, toast } from '@spanner/design-system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, viewerMock } from '../../test-utils';
import { useViewer } from '../auth/viewer';
import { ImportCsvButton } from './ImportCsvButton';
import { importSummary } from './import-csv';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function choose(name: string, onImported = vi.fn()) {
  renderApp(
    <>
      <ImportCsvButton kind="customers" onImported={onImported} />
      <ToastRegion />
    </>,
    { mocks: [viewerMock('manager')] },
  );
  // The picker's accept filter is the browser's; a file of another type must still be refused if it gets through.
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByRole('button', { name: 'Import CSV' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.csv');
  await user.upload(input, new File(['Company Name\nAcme\n'], name, { type: 'text/csv' }));
  return onImported;
}

describe('ImportCsvButton', () => {
  it("refuses a file whose name does not end in .csv: 'Invalid file type', 'Please select a CSV file'", async () => {
    const fetch = answer(200, {});
    await choose('customers.xlsx');
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select a CSV file')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads the file in the field csvFile and toasts the counts with the error count', async () => {
    const fetch = answer(200, { imported: 2, total: 3, errors: [{ row: 4, error: 'Enter a valid email' }] });
    const onImported = await choose('Customers.CSV');
    expect(await screen.findByText('CSV Import Successful')).toBeInTheDocument();
    expect(screen.getByText('Imported 2 of 3 customers. 1 row had an error (row 4: Enter a valid email).')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith({ imported: 2, total: 3, errors: [{ row: 4, error: 'Enter a valid email' }] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customers/import-csv');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('csvFile')).toBeInstanceOf(File);
  });

  it("toasts 'Import Failed' with the server's error, and does not call onImported", async () => {
    answer(400, { error: 'The CSV file is empty' });
    const onImported = await choose('empty.csv');
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('The CSV file is empty')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a progress indicator while the file uploads', async () => {
    let finish: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    );
    await choose('big.csv');
    expect(await screen.findByRole('progressbar', { name: 'Importing big.csv' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV', hidden: true })).toBeDisabled();
    finish(new Response(JSON.stringify({ imported: 1, total: 1, errors: [] }), { status: 200 }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(await screen.findByText('Imported 1 of 1 customers.')).toBeInTheDocument();
  });
});

it('renders nothing for a technician', async () => {
  function Role() {
    return <output aria-label="role">{useViewer().viewer?.role}</output>;
  }
  renderApp(
    <>
      <ImportCsvButton kind="equipment" />
      <Role />
    </>,
    { mocks: [viewerMock('technician')] },
  );
  await waitFor(() => expect(screen.getByRole('status', { name: 'role' })).toHaveTextContent('technician'));
  expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
});

describe('importSummary', () => {
  it('counts rows with errors', () => {
    expect(importSummary('equipment', { imported: 10, total: 10, errors: [] })).toBe('Imported 10 of 10 equipment items.');
    expect(
      importSummary('customers', {
        imported: 7,
        total: 10,
        errors: [
          { row: 2, error: 'Company name is required' },
          { row: 5, error: 'Enter a valid email' },
          { row: 9, error: 'Enter a valid email' },
        ],
      }),
    ).toBe('Imported 7 of 10 customers. 3 rows had errors (row 2: Company name is required).');
  });
});
