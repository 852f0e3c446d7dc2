import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Send SMS confirmation', isDisabled: false, isIndeterminate: false, isInvalid: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States">
        <Checkbox>Unchecked</Checkbox>
        <Checkbox defaultSelected>Checked</Checkbox>
        <Checkbox isIndeterminate>Some selected</Checkbox>
        <Checkbox isInvalid>Invalid</Checkbox>
        <Checkbox isDisabled>Disabled</Checkbox>
        <Checkbox isDisabled defaultSelected>
          Disabled checked
        </Checkbox>
      </Section>
      <Section title="Group" layout="grid">
        <CheckboxGroup label="Assigned technicians" defaultValue={['sam']} description="Role is shown next to each name.">
          <Checkbox value="sam">Sam Nguyen · technician</Checkbox>
          <Checkbox value="priya">Priya Patel · manager</Checkbox>
          <Checkbox value="tom">Tom Walker · technician</Checkbox>
        </CheckboxGroup>
        <CheckboxGroup label="Notify by" orientation="horizontal" errorMessage="Choose at least one">
          <Checkbox value="sms">SMS</Checkbox>
          <Checkbox value="email">Email</Checkbox>
        </CheckboxGroup>
      </Section>
    </Gallery>
  ),
};
