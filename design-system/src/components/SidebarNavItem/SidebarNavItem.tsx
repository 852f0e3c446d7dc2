import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './SidebarNavItem.css';

export interface SidebarNavItemProps {
  href: string;
  icon?: ReactNode;
  /** Text of the entry, e.g. 'Jobs'. */
  children: ReactNode;
  /** The current route; the router decides (router-agnostic). Sets aria-current="page". */
  isActive?: boolean;
  /** Something at the end, e.g. a Badge 'Soon' or a count. */
  end?: ReactNode;
  isDisabled?: boolean;
  onPress?: () => void;
  className?: string;
}

/** One entry of the sidebar navigation. Client-side routing comes from DesignSystemProvider's `navigate`. */
export function SidebarNavItem({ href, icon, children, isActive, end, isDisabled, onPress, className }: SidebarNavItemProps) {
  return (
    <Link
      href={href}
      aria-current={isActive ? 'page' : undefined}
      isDisabled={isDisabled}
      onPress={onPress}
      className={cx(styles.item, className)}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      {end ? <span className={styles.end}>{end}</span> : null}
    </Link>
  );
}
