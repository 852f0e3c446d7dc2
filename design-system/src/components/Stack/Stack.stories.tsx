import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Grid, Stack } from './Stack';
import { gaps } from './Stack.css';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    direction: 'column',
    gap: '4',
    children: ['Brew & Bloom Café', 'Harbour Dental', 'Northside Motors'].map((name) => (
      <Card key={name} padding="md">
        {name}
      </Card>
    )),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: gaps },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Row of actions (gap 2)" layout="stack">
        <Stack direction="row" gap="2">
          <Button variant="secondary">Import CSV</Button>
          <Button variant="primary">New Customer</Button>
        </Stack>
      </Section>
      <Section title="Grid of cards (min lg)" layout="stack">
        <Grid>
          {['Roof Package Unit', 'Split System', 'Cool Room', 'Ducted Heater'].map((name) => (
            <Card key={name} padding="md">
              {name}
            </Card>
          ))}
        </Grid>
      </Section>
      <Section title="Main and side columns" layout="stack">
        <Grid columns="main">
          <Card title="Details">Main column</Card>
          <Card title="Equipment">Side column</Card>
        </Grid>
      </Section>
    </Gallery>
  ),
};
