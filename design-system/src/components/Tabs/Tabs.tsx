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
import { Badge } from '../Badge/Badge';
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

export interface CountTabProps extends Omit<Styled<AriaTabProps>, 'children'> {
  label: string;
  /** Shown in a badge once known; the tab reads as its label until then. */
  count?: number | null;
  /** A count that needs attention (overdue) is red while above zero. */
  alert?: boolean;
}

/**
 * A tab with how many it holds, e.g. Overdue 3. Its name is its visible text, label then count (a space between
 * them in the text, so speech input and screen readers hear 'Overdue 3', not 'Overdue3').
 */
export function CountTab({ label, count, alert, ...props }: CountTabProps) {
  return (
    <Tab {...props}>
      {label}
      {count != null ? (
        <>
          {' '}
          <Badge tone={alert && count > 0 ? 'red' : 'grey'}>{count}</Badge>
        </>
      ) : null}
    </Tab>
  );
}

export function TabPanel({ className, ...props }: Styled<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
