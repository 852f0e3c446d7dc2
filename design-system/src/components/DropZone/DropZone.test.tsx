import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { isAcceptedFile } from './accept';
import { DropZone, FileTrigger } from './DropZone';

const csv = () => new File(['name\nAcme'], 'customers.csv', { type: 'text/csv' });
const txt = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

describe('DropZone and FileTrigger', () => {
  it('match files by extension, MIME type or family', () => {
    expect(isAcceptedFile({ name: 'CUSTOMERS.CSV', type: '' }, ['.csv'])).toBe(true);
    expect(isAcceptedFile({ name: 'notes.txt', type: 'text/plain' }, ['.csv'])).toBe(false);
    expect(isAcceptedFile({ name: 'a.jpg', type: 'image/jpeg' }, ['image/*'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, ['image/*', 'text/csv'])).toBe(false);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, [])).toBe(true);
  });

  it('rejects a .txt when only .csv is accepted (file picker)', async () => {
    const onSelect = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <FileTrigger acceptedFileTypes={['.csv']} onSelect={onSelect} onReject={onReject}>
        Import CSV
      </FileTrigger>,
    );
    await expect.element(page.getByRole('button', { name: 'Import CSV' })).toBeVisible();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.csv');
    await userEvent.upload(input, txt());
    await expect.poll(() => onReject.mock.calls.length).toBe(1);
    expect(onReject.mock.calls[0]?.[0][0].name).toBe('notes.txt');
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.upload(input, csv());
    await expect.poll(() => onSelect.mock.calls.length).toBe(1);
    expect(onSelect.mock.calls[0]?.[0][0].name).toBe('customers.csv');
  });

  it('drop zone: its browse button splits accepted and rejected files', async () => {
    const onSelect = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <DropZone label="Drop a CSV file here" acceptedFileTypes={['.csv']} allowsMultiple onSelect={onSelect} onReject={onReject} />,
    );
    await expect.element(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, [txt(), csv()]);
    await expect.poll(() => onSelect.mock.calls.length).toBe(1);
    expect(onSelect.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['customers.csv']);
    expect(onReject.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['notes.txt']);
  });
});
