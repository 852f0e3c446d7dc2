import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Badge } from '../Badge/Badge';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultSelectedKey: 'all', isDisabled: false },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Invoices">
        <Tab id="all">All</Tab>
        <Tab id="unpaid">Unpaid</Tab>
        <Tab id="paid">Paid</Tab>
        <Tab id="overdue">Overdue</Tab>
      </TabList>
      <TabPanel id="all">All invoices</TabPanel>
      <TabPanel id="unpaid">Unpaid invoices</TabPanel>
      <TabPanel id="paid">Paid invoices</TabPanel>
      <TabPanel id="overdue">Overdue invoices</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overdue' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Overdue invoices');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="With counts" layout="stack">
        <Tabs defaultSelectedKey="unpaid">
          <TabList aria-label="Invoices with counts">
            <Tab id="all">
              All <Badge>24</Badge>
            </Tab>
            <Tab id="unpaid">
              Unpaid <Badge tone="blue">6</Badge>
            </Tab>
            <Tab id="paid">
              Paid <Badge tone="green">16</Badge>
            </Tab>
            <Tab id="overdue">
              Overdue <Badge tone="red">2</Badge>
            </Tab>
          </TabList>
          <TabPanel id="all">All</TabPanel>
          <TabPanel id="unpaid">Outstanding: $4,180.00</TabPanel>
          <TabPanel id="paid">Paid</TabPanel>
          <TabPanel id="overdue">Overdue</TabPanel>
        </Tabs>
      </Section>
      <Section title="Disabled tab" layout="stack">
        <Tabs disabledKeys={['email']}>
          <TabList aria-label="Packs">
            <Tab id="sms">SMS</Tab>
            <Tab id="email">Email</Tab>
          </TabList>
          <TabPanel id="sms">SMS packs</TabPanel>
          <TabPanel id="email">Email packs</TabPanel>
        </Tabs>
      </Section>
    </Gallery>
  ),
};
