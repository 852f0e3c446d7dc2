import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerPickerOptionsDocument, PriceListPickerOptionsDocument } from '../../gql/graphql';
import { MutationError } from '../../lib/mutation-result';
import { renderApp } from '../../test-utils';
import { DocumentEditor } from './DocumentEditor';
import { type DocumentDraft, emptyDraft } from './document-draft';
import { blankLine } from './editor-lines';

const empty = (query: unknown, data: object) => ({ request: { query, variables: { search: null } }, result: { data }, maxUsageCount: 10 });
const mocks = [
  empty(CustomerPickerOptionsDocument, { customers: { __typename: 'CustomerConnection', edges: [] } }),
  empty(PriceListPickerOptionsDocument, { itemPresets: { __typename: 'ItemPresetConnection', edges: [] } }),
  {
    ...empty(PriceListPickerOptionsDocument, { itemPresets: { __typename: 'ItemPresetConnection', edges: [] } }),
    request: { query: PriceListPickerOptionsDocument, variables: { search: 'Service' } },
  },
];

const ready = (): DocumentDraft => ({
  ...emptyDraft('2026-11-24', 'Net 14'),
  customer: { id: 'c1', name: 'Harbour Cafe' },
  title: 'Cafe service',
  lines: [{ ...blankLine(), itemName: 'Service', unitAmountCents: 15000 }],
});

function open(save: (d: unknown) => Promise<string>, initial = ready()) {
  renderApp(
    <>
      <DocumentEditor kind="quote" initial={initial} nextNumber="QU-0042" save={save} cancelHref="/quotes" />
      <ToastRegion />
    </>,
    { path: '/quotes/new', mocks: mocks as never },
  );
}

afterEach(() => {
  toast.clear();
  vi.restoreAllMocks();
});

describe('the quote and invoice editor', () => {
  it('shows the next number as the placeholder and the organisation’s terms', () => {
    open(async () => 'q1');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAttribute('placeholder', 'QU-0042');
    expect(screen.getByRole('textbox', { name: 'Terms' })).toHaveValue('Net 14');
  });

  it('refuses to save without a customer, a title or a described line, and sends nothing', async () => {
    const save = vi.fn(async () => 'q1');
    open(save, emptyDraft('2026-11-24', ''));
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('Choose a customer')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Each line item needs an item name or a description')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("says 'Save failed' with the server's reason, and marks a number already taken", async () => {
    const taken = 'The number QU-0007 is already used. Choose another or leave it blank for the next one.';
    open(async () => {
      throw new MutationError(taken, 'CONFLICT', { number: taken });
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), 'QU-0007');
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getAllByText(taken).length).toBeGreaterThanOrEqual(2);
  });

  it("saves with 'Quote saved'", async () => {
    const save = vi.fn(async () => 'q1');
    open(save);
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('Quote saved')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cafe service', number: '' }));
  });

  it("Preview says 'Popup blocked' when the browser refuses the window, and saves nothing", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const save = vi.fn(async () => 'q1');
    open(save);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Popup blocked')).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith('', 'spanner-preview', 'popup,width=800,height=600');
    expect(save).not.toHaveBeenCalled();
  });
});
