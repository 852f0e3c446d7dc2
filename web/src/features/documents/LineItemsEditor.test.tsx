import type { TaxMode } from '@rules/document-lines';
import { documentTotals } from '@rules/document-lines';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceListPickerOptionsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { blankLine, type EditorLine } from './editor-lines';
import { LineItemsEditor } from './LineItemsEditor';
import { TaxModeField } from './TaxModeField';
import { TotalsBox } from './TotalsBox';

const preset = { __typename: 'ItemPreset', id: 'p1', name: 'Gas bottle', description: '9 kg swap', unitAmountCents: 4500, taxRate: 10 };
const options = (search: string | null) => ({
  request: { query: PriceListPickerOptionsDocument, variables: { search } },
  result: { data: { itemPresets: { __typename: 'ItemPresetConnection', edges: [{ __typename: 'ItemPresetEdge', node: preset }] } } },
  maxUsageCount: 20,
});

/** The editor's line section as the page composes it: tax mode, lines, totals. */
function Lines({ initial = [blankLine()] }: { initial?: EditorLine[] }) {
  const [lines, setLines] = useState(initial);
  const [mode, setMode] = useState<TaxMode>('exclusive');
  const [note, setNote] = useState<string | null>(null);
  return (
    <>
      <TaxModeField
        value={mode}
        lines={lines}
        note={note}
        onChange={(m, l, n) => {
          setMode(m);
          setLines(l);
          setNote(n);
        }}
      />
      <LineItemsEditor lines={lines} taxMode={mode} onChange={setLines} />
      <TotalsBox totals={documentTotals(lines, mode)} />
    </>
  );
}

const totalsText = () =>
  within(screen.getByLabelText('Totals'))
    .getAllByRole('definition')
    .map((d) => d.textContent);

const line = (over: Partial<EditorLine>): EditorLine => ({ ...blankLine(), itemName: 'Labour', ...over });

describe('the editor’s line items', () => {
  it('fills a line from a price-list preset and shows its GST and total', async () => {
    renderApp(<Lines />, { mocks: [options(null), options('gas'), options('Gas bottle')] as never });
    const row = screen.getByRole('listitem', { name: 'Line 1' });
    await userEvent.type(within(row).getByRole('combobox', { name: 'Item' }), 'gas');
    await userEvent.click(await screen.findByRole('option', { name: /Gas bottle/ }));
    expect(within(row).getByRole('textbox', { name: 'Description' })).toHaveValue('9 kg swap');
    expect(within(row).getByText('Amount $45.00 · GST $4.50')).toBeTruthy();
    expect(totalsText()).toEqual(['$45.00', '$4.50', '$49.50']);
  });

  it('keeps a fractional quantity as typed: 1.5 hours at $120.00 is $180.00 before GST', async () => {
    renderApp(<Lines initial={[line({ unitAmountCents: 12_000 })]} />, { mocks: [options(null), options('Labour')] as never });
    const row = screen.getByRole('listitem', { name: 'Line 1' });
    const qty = within(row).getByRole('textbox', { name: 'Qty' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '1.5');
    fireEvent.blur(qty);
    expect(qty).toHaveValue('1.5');
    expect(within(row).getByText('Amount $180.00 · GST $18.00')).toBeTruthy();
    expect(totalsText()).toEqual(['$180.00', '$18.00', '$198.00']);
  });

  it('says what is wrong with a bad quantity or discount at the field instead of changing it', async () => {
    renderApp(<Lines initial={[line({ unitAmountCents: 10_000 })]} />, { mocks: [options(null), options('Labour')] as never });
    const row = screen.getByRole('listitem', { name: 'Line 1' });
    const qty = within(row).getByRole('textbox', { name: 'Qty' });
    for (const [typed, message] of [
      ['0', 'Quantity must be more than 0'],
      ['-2', 'Quantity must be more than 0'],
      ['1.2345', 'Quantity can have at most 3 decimal places'],
    ]) {
      await userEvent.clear(qty);
      await userEvent.type(qty, typed);
      fireEvent.blur(qty);
      expect(qty).toHaveValue(typed);
      expect(qty).toHaveAttribute('aria-invalid', 'true');
      expect(within(row).getByText(message)).toBeTruthy();
      expect(within(row).getByText('Fix the line to see its total')).toBeTruthy();
    }
    // Letters cannot be typed into the number at all.
    await userEvent.clear(qty);
    await userEvent.type(qty, 'abc');
    expect(qty).toHaveValue('');
    await userEvent.type(qty, '2');
    fireEvent.blur(qty);
    expect(qty).not.toHaveAttribute('aria-invalid');

    const discount = within(row).getByRole('textbox', { name: 'Discount %' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '150');
    fireEvent.blur(discount);
    expect(discount).toHaveValue('150');
    expect(within(row).getByText('Discount must be a percentage from 0 to 100')).toBeTruthy();
    // The total leaves out the line being fixed rather than guessing at it.
    expect(totalsText()).toEqual(['$0.00', '$0.00', '$0.00']);
  });

  it('always keeps one line: Remove is refused on the last one', async () => {
    renderApp(<Lines initial={[line({})]} />, { mocks: [options(null), options('Labour')] as never });
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('switching to GST-inclusive prices keeps the total and says so', async () => {
    renderApp(
      <Lines initial={[line({ unitAmountCents: 1999, quantity: 3 }), line({ itemName: 'Permit', unitAmountCents: 5000, taxRate: 0 })]} />,
      {
        mocks: [options(null), options('Labour'), options('Permit')] as never,
      },
    );
    const before = totalsText();
    await userEvent.click(screen.getByRole('radio', { name: 'Include GST' }));
    expect(totalsText()[2]).toBe(before[2]);
    expect(screen.getByText(/Prices now include GST; the total is unchanged\./)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Line 1' })).getByRole('textbox', { name: 'Price (inc. GST)' })).toHaveValue(
      '$21.99',
    );
  });
});
