import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

type Styled<P> = Omit<P, 'className' | 'style'> & { className?: string };

/** Tabs, e.g. invoices All / Unpaid / Paid / Overdue or settings sections. Control with `selectedKey`. */
export function Tabs({ className, ...props }: Styled<AriaTabsProps>) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Styled<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={cx(styles.list, className)} />;
}

export function Tab({ className, ...props }: Styled<AriaTabProps>) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: Styled<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
