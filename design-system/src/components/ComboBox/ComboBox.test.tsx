import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { ComboBox } from './ComboBox';
import { shouldOfferCreate } from './filter';

const customers = [
  { id: 'c1', label: 'Acme Air' },
  { id: 'c2', label: 'Bolt Electrical' },
  { id: 'c3', label: 'Coastal Forklifts' },
];

const options = () =>
  page
    .getByRole('option')
    .all()
    .map((option) => option.element().textContent);

describe('ComboBox', () => {
  it('filters case-insensitively by substring', async () => {
    render(<ComboBox label="Customer" items={customers} />);
    await userEvent.fill(page.getByRole('combobox', { name: 'Customer' }), 'ELEC');
    await expect.element(page.getByRole('option', { name: 'Bolt Electrical' })).toBeVisible();
    expect(options()).toEqual(['Bolt Electrical']);
  });

  it('offers Create only for text that is not an existing name', async () => {
    render(<ComboBox label="Customer" items={customers} allowsCreate onCreate={() => {}} />);
    const input = page.getByRole('combobox', { name: 'Customer' });

    await userEvent.fill(input, 'acme air');
    await expect.element(page.getByRole('option', { name: 'Acme Air' })).toBeVisible();
    expect(options()).toEqual(['Acme Air']);

    await userEvent.fill(input, 'Acme');
    await expect.element(page.getByRole('option', { name: 'Create "Acme"' })).toBeVisible();
    expect(options()).toEqual(['Acme Air', 'Create "Acme"']);
  });

  it('does not offer Create without allowsCreate or for blank text', () => {
    expect(shouldOfferCreate('   ', customers)).toBe(false);
    expect(shouldOfferCreate(' bolt electrical ', customers)).toBe(false);
    expect(shouldOfferCreate('Bolt', customers)).toBe(true);
  });

  it('calls onCreate with the typed text', async () => {
    const onCreate = vi.fn();
    const onChange = vi.fn();
    render(<ComboBox label="Customer" items={customers} allowsCreate onCreate={onCreate} onChange={onChange} />);
    await userEvent.fill(page.getByRole('combobox', { name: 'Customer' }), '  Northside Plumbing ');
    await userEvent.click(page.getByRole('option', { name: 'Create "Northside Plumbing"' }));
    expect(onCreate).toHaveBeenCalledWith('Northside Plumbing');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('selects an existing option with the keyboard', async () => {
    const onChange = vi.fn();
    render(<ComboBox label="Customer" items={customers} allowsCreate onChange={onChange} />);
    const input = page.getByRole('combobox', { name: 'Customer' });
    // Keep the pointer off the list: a hovered option takes the keyboard focus in the list.
    await userEvent.hover(page.getByText('Customer', { exact: true }));
    await userEvent.fill(input, 'coast');
    await expect.element(page.getByRole('option', { name: 'Coastal Forklifts' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('c3');
    await expect.element(input).toHaveValue('Coastal Forklifts');
  });

  it('caps the suggestion list at 260 px', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, label: `Customer ${i}` }));
    render(<ComboBox label="Customer" items={many} />);
    await userEvent.fill(page.getByRole('combobox', { name: 'Customer' }), 'Customer');
    const listbox = page.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    expect(listbox.element().getBoundingClientRect().height).toBeLessThanOrEqual(260);
    expect(getComputedStyle(listbox.element()).maxHeight).toBe('260px');
  });
});
