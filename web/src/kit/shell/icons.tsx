import {
  ClockIcon,
  CustomersIcon,
  DashboardIcon,
  EquipmentIcon,
  type Icon,
  InvoicesIcon,
  JobsIcon,
  MembersIcon,
  QuotesIcon,
  ScheduleIcon,
  SettingsIcon,
  SupportIcon,
  WrenchIcon,
} from '@spanner/design-system';
import type { IconName } from '../../lib/nav';

export const navIcons: Record<IconName, Icon> = {
  dashboard: DashboardIcon,
  jobs: JobsIcon,
  customers: CustomersIcon,
  equipment: EquipmentIcon,
  members: MembersIcon,
  schedule: ScheduleIcon,
  service: ClockIcon,
  quotes: QuotesIcon,
  invoices: InvoicesIcon,
  priceList: WrenchIcon,
  timesheet: ClockIcon,
  profit: InvoicesIcon,
  paperwork: QuotesIcon,
  support: SupportIcon,
  settings: SettingsIcon,
};
