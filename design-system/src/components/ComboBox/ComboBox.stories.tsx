import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import type { Option } from '../shared/Option';
import { ComboBox } from './ComboBox';

const customers: Option[] = [
  { id: 'c1', label: 'Acme Air Conditioning', description: 'Richmond VIC' },
  { id: 'c2', label: 'Bolt Electrical', description: 'Geelong VIC' },
  { id: 'c3', label: 'Coastal Forklifts', description: 'Frankston VIC' },
  { id: 'c4', label: 'Dandenong Cold Storage' },
  { id: 'c5', label: 'Eastside Dental' },
  { id: 'c6', label: 'Fitzroy Bakery' },
  { id: 'c7', label: 'Greensborough Pools' },
  { id: 'c8', label: 'Hawthorn Veterinary' },
  { id: 'c9', label: 'Ivanhoe Grammar' },
  { id: 'c10', label: 'Jolimont Apartments' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Customer',
    items: customers,
    placeholder: 'Search or create a customer',
    allowsCreate: true,
    onCreate: fn(),
    isDisabled: false,
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  decorators: [fieldWidth],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Customer' });
    await userEvent.type(input, 'Northside Plumbing');
    await userEvent.click(await screen.findByRole('option', { name: 'Create "Northside Plumbing"' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Northside Plumbing');
  },
};

/** Creating adds the new customer and selects it, as the job form does. */
function CreatingCustomer() {
  const [items, setItems] = useState(customers.slice(0, 3));
  const [value, setValue] = useState<string | number | null>(null);
  return (
    <ComboBox
      label="Customer"
      items={items}
      value={value}
      onChange={setValue}
      allowsCreate
      onCreate={(name) => {
        const id = `new-${items.length}`;
        setItems([...items, { id, label: name }]);
        setValue(id);
      }}
    />
  );
}

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <ComboBox label="Customer" items={customers} placeholder="Start typing…" />
        <ComboBox label="Equipment" items={customers} defaultValue="c2" description="Only this customer's equipment is listed." />
        <ComboBox label="Equipment" items={[]} isDisabled description="Please select a customer first" />
        <ComboBox label="Customer" items={customers} errorMessage="Failed to load customers" />
        <CreatingCustomer />
      </Section>
    </Gallery>
  ),
};

/** Typing text that is no customer's name offers to create it; matching is case-insensitive substring. */
export const TypingOffersCreate: Story = {
  decorators: [fieldWidth],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Customer' }), 'co');
    await expect(await screen.findByRole('option', { name: 'Create "co"' })).toBeInTheDocument();
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    await expect(names).toEqual([
      'Acme Air ConditioningRichmond VIC',
      'Coastal ForkliftsFrankston VIC',
      'Dandenong Cold Storage',
      'Create "co"',
    ]);
  },
};
