import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { placement: 'bottom', showArrow: true },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'bottom start', 'bottom end'] } },
  render: (args) => (
    <DialogTrigger>
      <Button>Usage</Button>
      <Popover {...args}>
        <Dialog title="SMS usage" showCloseButton={false}>
          82 of 100 SMS used this period. Packs can be bought when the limit is reached.
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Usage' }));
    await expect(await screen.findByRole('dialog', { name: 'SMS usage' })).toHaveTextContent('82 of 100 SMS used');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Placements">
        {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
          <DialogTrigger key={placement}>
            <Button>{placement}</Button>
            <Popover placement={placement} showArrow>
              <Dialog aria-label={`Popover ${placement}`} showCloseButton={false}>
                Placed {placement}.
              </Dialog>
            </Popover>
          </DialogTrigger>
        ))}
      </Section>
    </Gallery>
  ),
};
