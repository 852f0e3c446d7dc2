import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CalendarIcon, CustomersIcon, DashboardIcon, MenuIcon, WrenchIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { SidebarNavItem } from '../SidebarNavItem/SidebarNavItem';
import { Drawer } from './Drawer';

function Navigation() {
  return (
    <nav aria-label="Main">
      <SidebarNavItem href="#/" icon={<DashboardIcon />} isActive>
        Dashboard
      </SidebarNavItem>
      <SidebarNavItem href="#/jobs" icon={<WrenchIcon />}>
        Jobs
      </SidebarNavItem>
      <SidebarNavItem href="#/customers" icon={<CustomersIcon />}>
        Customers
      </SidebarNavItem>
      <SidebarNavItem href="#/schedule" icon={<CalendarIcon />}>
        Schedule
      </SidebarNavItem>
    </nav>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Spanner', children: <Navigation /> },
  argTypes: { children: { control: false } },
  render: (args) => (
    <DialogTrigger>
      <IconButton label="Open menu" icon={<MenuIcon />} />
      <Drawer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Spanner' });
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Catalogue: Story = {
  render: (args) => <Drawer {...args} isOpen />,
};
