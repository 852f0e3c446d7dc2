import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CloseIcon, LogOutIcon, MoreIcon, QuotesIcon, SettingsIcon, UserIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction: fn(), placement: 'bottom end' },
  render: (args) => (
    <MenuTrigger>
      <IconButton label="Equipment actions" icon={<MoreIcon />} variant="secondary" />
      <Menu {...args}>
        <MenuItem id="edit" icon={<QuotesIcon size={16} />}>
          Edit
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" tone="danger" icon={<CloseIcon size={16} />}>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Equipment actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('edit', undefined);
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Open user menu">
        <MenuTrigger defaultOpen>
          <Button icon={<UserIcon size={16} />}>Sam Nguyen</Button>
          <Menu placement="bottom start">
            <MenuItem icon={<UserIcon size={16} />}>Profile</MenuItem>
            <MenuItem icon={<SettingsIcon size={16} />}>Settings</MenuItem>
            <MenuItem isDisabled>Admin Console</MenuItem>
            <MenuSeparator />
            <MenuItem icon={<LogOutIcon size={16} />} tone="danger">
              Log out
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </Section>
    </Gallery>
  ),
};
