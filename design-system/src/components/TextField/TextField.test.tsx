import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('reports typed text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Title" onChange={onChange} />);
    await userEvent.fill(page.getByRole('textbox', { name: 'Title' }), 'Service');
    expect(onChange).toHaveBeenLastCalledWith('Service');
  });

  it("shows the spec's error text and marks the input invalid", async () => {
    render(<TextField label="Title" errorMessage="Title is required" />);
    const input = page.getByRole('textbox', { name: 'Title' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Title is required');
  });

  it('links help text to the input', async () => {
    render(<TextField label="Email" description="Invoices are sent here." />);
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invoices are sent here.');
  });
});
