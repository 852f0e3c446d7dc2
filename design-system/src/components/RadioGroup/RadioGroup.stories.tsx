import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Service interval', defaultValue: '6', orientation: 'vertical', isDisabled: false, children: null },
  argTypes: { children: { control: false }, orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="none">None</Radio>
      <Radio value="6">6 months</Radio>
      <Radio value="12">12 months</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <RadioGroup label="Tax" defaultValue="gst" description="Saved tax rate is 10 or 0.">
          <Radio value="gst">GST (10%)</Radio>
          <Radio value="none">Tax Exempt</Radio>
        </RadioGroup>
        <RadioGroup label="Amounts are" orientation="horizontal" defaultValue="exclusive">
          <Radio value="exclusive">Tax exclusive</Radio>
          <Radio value="inclusive">Tax inclusive</Radio>
        </RadioGroup>
        <RadioGroup label="Plan" errorMessage="Choose a plan">
          <Radio value="solo">Solo</Radio>
          <Radio value="pro">Pro</Radio>
        </RadioGroup>
        <RadioGroup label="Role" isDisabled defaultValue="technician">
          <Radio value="manager">Manager</Radio>
          <Radio value="technician">Technician</Radio>
        </RadioGroup>
      </Section>
    </Gallery>
  ),
};
