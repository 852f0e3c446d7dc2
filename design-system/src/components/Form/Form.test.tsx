import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form, FormField } from './Form';

describe('Form', () => {
  it('shows server errors under the named field until the field is edited and left', async () => {
    render(
      <Form validationErrors={{ title: 'Title is required' }}>
        <TextField name="title" label="Title" />
      </Form>,
    );
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.element(title).toHaveAccessibleDescription('Title is required');
    await userEvent.fill(title, 'Service');
    await userEvent.tab();
    await expect.element(page.getByText('Title is required')).not.toBeInTheDocument();
  });

  it('blocks submit on native validation and shows the error text', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField name="title" label="Title" isRequired errorMessage={() => 'Title is required'} />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(page.getByText('Title is required')).toBeVisible();
  });

  it('FormField labels a custom control and shows its error', async () => {
    render(
      <FormField label="Equipment" error="Please select a customer first">
        <Button>Add equipment</Button>
      </FormField>,
    );
    const group = page.getByRole('group', { name: 'Equipment' });
    await expect.element(group).toHaveAccessibleDescription('Please select a customer first');
    await expect.element(group).toHaveAttribute('data-invalid', 'true');
  });
});
