import { ToastRegion, toast } from '@spanner/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewer } from '../../lib/viewer';
import { renderApp, viewerMock } from '../../test-utils';
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
    const result = {
      imported: 2,
      total: 3,
      errors: [{ row: 4, column: 'E-mail', error: 'Enter a valid email' }],
      failed_rows_csv: 'Name,E-mail,Error\r\nBad Co,bad,E-mail: Enter a valid email',
    };
    const fetch = answer(200, result);
    const onImported = await choose('Customers.CSV');
    expect(await screen.findByText('CSV Import Successful')).toBeInTheDocument();
    expect(screen.getAllByText('Imported 2 of 3 customers. 1 row had an error.')[0]).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(result);
    const request = fetch.mock.calls[0] as unknown as [Request];
    expect(new URL(request[0].url).pathname).toBe('/api/customers/import-csv');
    expect(request[0].method).toBe('POST');
    // The part is the chosen file (jsdom's File reaches Node's Request without its bytes; the browser suite sends real ones).
    const part = (await request[0].formData()).get('csvFile') as Blob;
    expect(part.type).toBe('text/csv');
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
  it('counts rows with errors, a row with two problems once', () => {
    expect(importSummary('equipment', { imported: 10, total: 10, errors: [], failed_rows_csv: null })).toBe(
      'Imported 10 of 10 equipment items.',
    );
    expect(
      importSummary('customers', {
        imported: 7_000,
        total: 7_003,
        errors: [
          { row: 2, column: 'Name', error: 'Company name is required' },
          { row: 2, column: 'Email', error: 'Enter a valid email' },
          { row: 5, column: 'Email', error: 'Enter a valid email' },
          { row: 9, column: 'Email', error: 'Enter a valid email' },
        ],
        failed_rows_csv: null,
      }),
    ).toBe('Imported 7,000 of 7,003 customers. 3 rows had errors.');
  });
});

describe('the error panel', () => {
  const result = {
    imported: 1,
    total: 3,
    errors: [
      { row: 3, column: 'Name', error: 'Company name is required' },
      { row: 3, column: 'E-mail', error: 'Enter a valid email' },
      { row: 4, column: 'Postcode', error: 'Postcode must be 4 digits' },
    ],
    failed_rows_csv:
      'Name,E-mail,Postcode,Error\r\n,x,3000,Name: Company name is required; E-mail: Enter a valid email\r\nB,,30,Postcode: Postcode must be 4 digits',
  };

  it('lists every problem (row, column, reason), stays after the toast, downloads the failed rows and closes on Done', async () => {
    answer(200, result);
    const saved: Blob[] = [];
    // jsdom has no object URLs: keep the blob the download was made of.
    const createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:failed';
    };
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Customers-failed-rows.csv');
    });
    await choose('Customers.csv');
    const panel = await screen.findByRole('dialog', { name: 'Rows not imported' });
    const rows = within(panel)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'RowColumnProblem',
      '3NameCompany name is required',
      '3E-mailEnter a valid email',
      '4PostcodePostcode must be 4 digits',
    ]);
    expect(
      within(panel).getByText('Imported 1 of 3 customers. 2 rows had errors. Fix these rows and import them again.'),
    ).toBeInTheDocument();
    toast.clear();
    expect(screen.getByRole('dialog', { name: 'Rows not imported' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Download failed rows' }));
    expect(clicked).toHaveBeenCalledOnce();
    // A UTF-8 byte-order mark first (Excel then reads accents right), then the server's CSV as it is.
    const bytes = new Uint8Array(await saved[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(result.failed_rows_csv);
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rows not imported' })).toBeNull());
    clicked.mockRestore();
  });

  it('does not open when every row was imported', async () => {
    answer(200, { imported: 1, total: 1, errors: [], failed_rows_csv: null });
    await choose('ok.csv');
    expect(await screen.findByText('Imported 1 of 1 customers.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rows not imported' })).toBeNull();
  });
});
