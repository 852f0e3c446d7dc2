import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formWidth, Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ComboBox } from '../ComboBox/ComboBox';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { TimeField } from '../TimeField/TimeField';
import { Form, FormActions, FormField, FormRow } from './Form';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn((event) => event.preventDefault()), validationBehavior: 'aria' },
  render: (args) => (
    <Form {...args}>
      <TextField name="title" label="Title" isRequired />
      <FormRow>
        <Select
          name="jobType"
          label="Job type"
          items={[
            { id: 'service', label: 'Service' },
            { id: 'repair', label: 'Repair' },
          ]}
          description="Completing a Service job auto-creates a follow-up job based on the equipment's service interval."
        />
        <ComboBox name="customer" label="Customer" items={[{ id: 'c1', label: 'Acme Air Conditioning' }]} allowsCreate />
      </FormRow>
      <FormRow>
        <DatePicker name="date" label="Scheduled date" />
        <TimeField name="time" label="Time" />
      </FormRow>
      <TextArea name="description" label="Description" />
      <FormActions>
        <Button type="reset">Cancel</Button>
        <Button type="submit" variant="primary">
          Create Job
        </Button>
      </FormActions>
    </Form>
  ),
  decorators: [formWidth],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Server errors come back as `validationErrors` keyed by field name and show under the field. */
export const ServerErrors: Story = {
  args: { validationErrors: { title: 'Title is required' } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveAccessibleDescription('Title is required');
    await userEvent.type(title, 'Service split system');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Change password (errors from the spec)" layout="stack">
        <Form validationErrors={{ newPassword: 'Password must be at least 8 characters', confirm: "New passwords don't match" }}>
          <TextField name="current" label="Current password" type="password" defaultValue="secret-pass1" />
          <TextField name="newPassword" label="New password" type="password" defaultValue="abc" />
          <TextField name="confirm" label="Confirm new password" type="password" defaultValue="abd" />
          <FormActions>
            <Button variant="primary">Update</Button>
          </FormActions>
        </Form>
      </Section>
      <Section title="FormField around a custom control" layout="stack">
        <FormField label="Notify customer" description="Uses one SMS credit." error="Please select a customer first" isRequired>
          <Checkbox>Send SMS confirmation</Checkbox>
        </FormField>
      </Section>
      <Section title="FieldError inside a field" layout="stack">
        <TextField label="Company name" isInvalid errorMessage="Company name is required" />
        <TextField label="Email" type="email" isRequired validationBehavior="native" errorMessage={() => 'Enter a valid email'} />
      </Section>
    </Gallery>
  ),
};
