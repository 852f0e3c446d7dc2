import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    tone: 'warning',
    title: 'Your trial ends on 30 June 2025',
    children: 'Upgrade to keep quotes, invoices and SMS.',
    onDismiss: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'error', 'critical'] } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Tones" layout="stack">
        <Banner tone="info" title="Trial" action={<Button size="sm">Upgrade Now</Button>} onDismiss={() => {}}>
          Your Pro trial ends on 30 June 2025.
        </Banner>
        <Banner tone="warning" title="Running low on SMS" action={<Button size="sm">Send Anyway</Button>} onDismiss={() => {}}>
          4 SMS credits left this period.
        </Banner>
        <Banner tone="error" title="Payment overdue" action={<Button size="sm">Update Payment</Button>}>
          Update your card to keep your account active.
        </Banner>
        <Banner tone="critical" title="Trial Expired" action={<Button size="sm">Upgrade Now</Button>}>
          Your 14-day trial has expired. Upgrade now to continue!
        </Banner>
        <Banner tone="info">A message without a title.</Banner>
      </Section>
    </Gallery>
  ),
};
