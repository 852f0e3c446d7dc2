import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { PlusIcon, SettingsIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'New Job', placement: 'top', delay: 700, closeDelay: 300, children: <IconButton label="New Job" icon={<PlusIcon />} /> },
  argTypes: { children: { control: false }, placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('New Job');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Placements (shown open)">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 160, padding: '48px 120px' }}>
          {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
            <Tooltip key={placement} content={`Tooltip ${placement}`} placement={placement} isOpen>
              <Button>{placement}</Button>
            </Tooltip>
          ))}
          <Tooltip content="Settings">
            <IconButton label="Settings" icon={<SettingsIcon />} />
          </Tooltip>
        </div>
      </Section>
    </Gallery>
  ),
};
