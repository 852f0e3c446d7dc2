import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { Calendar, DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Scheduled date', isDisabled: false, isRequired: false },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: [fieldWidth] };

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <DatePicker label="Issue date" />
        <DatePicker label="Due date" defaultValue={parseDate('2025-09-17')} description="14 days after issue." />
        <DatePicker label="Expiry date" errorMessage="Expiry must be after the issue date" />
        <DatePicker label="Completed" defaultValue={parseDate('2025-06-30')} isDisabled />
      </Section>
      <Section title="Calendar (weeks start Monday)">
        <Calendar aria-label="June 2025" defaultValue={parseDate('2025-06-18')} />
      </Section>
    </Gallery>
  ),
};

export const OpenCalendar: Story = {
  decorators: [fieldWidth],
  args: { defaultValue: parseDate('2025-06-18') } as never,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const weekdays = Array.from(dialog.querySelectorAll('thead th'), (th) => th.textContent);
    await expect(weekdays).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  },
};
