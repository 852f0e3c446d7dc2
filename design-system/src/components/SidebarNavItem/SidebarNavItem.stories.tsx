import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CalendarIcon,
  CustomersIcon,
  DashboardIcon,
  EquipmentIcon,
  InvoicesIcon,
  MembersIcon,
  QuotesIcon,
  SettingsIcon,
  SupportIcon,
  WrenchIcon,
} from '../../icons/icons';
import { Badge } from '../Badge/Badge';
import { SidebarNavItem } from './SidebarNavItem';

const meta = {
  title: 'Navigation/SidebarNavItem',
  component: SidebarNavItem,
  args: { href: '#/jobs', icon: <WrenchIcon />, children: 'Jobs', isActive: true, isDisabled: false },
  argTypes: { icon: { control: false } },
  decorators: [
    (Story) => (
      <nav aria-label="Story" style={{ width: 248 }}>
        {Story()}
      </nav>
    ),
  ],
} satisfies Meta<typeof SidebarNavItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const entries = [
  ['/', 'Dashboard', DashboardIcon],
  ['/jobs', 'Jobs', WrenchIcon],
  ['/customers', 'Customers', CustomersIcon],
  ['/equipment', 'Equipment', EquipmentIcon],
  ['/members', 'Members', MembersIcon],
  ['/schedule', 'Schedule', CalendarIcon],
  ['/quotes', 'Quotes', QuotesIcon],
  ['/invoices', 'Invoices', InvoicesIcon],
  ['/support', 'Support', SupportIcon],
  ['/settings', 'Settings', SettingsIcon],
] as const;

/** The spec's sidebar, with /jobs active. */
export const Catalogue: Story = {
  render: () => (
    <>
      {entries.map(([href, label, Icon]) => (
        <SidebarNavItem key={href} href={`#${href}`} icon={<Icon />} isActive={href === '/jobs'}>
          {label}
        </SidebarNavItem>
      ))}
      <SidebarNavItem href="#/admin/settings" icon={<SettingsIcon />} isDisabled end={<Badge>Soon</Badge>}>
        System Settings
      </SidebarNavItem>
    </>
  ),
};
