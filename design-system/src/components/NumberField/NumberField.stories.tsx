import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Quantity', defaultValue: 1, minValue: 1, maxValue: 10, step: 1, isDisabled: false },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: [fieldWidth] };

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Formats" layout="grid">
        <NumberField label="Qty" defaultValue={2} minValue={1} />
        <NumberField label="Price" defaultValue={185.5} minValue={0} step={0.01} formatOptions={{ style: 'currency', currency: 'AUD' }} />
        <NumberField label="Discount" defaultValue={0.1} minValue={0} maxValue={1} step={0.05} formatOptions={{ style: 'percent' }} />
        <NumberField label="Hours" defaultValue={0.5} minValue={0.5} maxValue={8} step={0.5} />
        <NumberField label="Postcode" hideStepper formatOptions={{ useGrouping: false }} defaultValue={3000} />
        <NumberField label="Qty" errorMessage="Quantity must be at least 1" />
        <NumberField label="Service interval (months)" defaultValue={6} isDisabled />
      </Section>
    </Gallery>
  ),
};
