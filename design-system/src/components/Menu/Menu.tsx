import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type PopoverProps,
  Separator,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Popover } from '../Popover/Popover';
import * as overlay from '../shared/overlay.css';
import * as styles from './Menu.css';

export { MenuTrigger } from 'react-aria-components';

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  placement?: PopoverProps['placement'];
}

/** A list of actions in a popover. Put a trigger button and the Menu inside `MenuTrigger`. */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <AriaMenu {...props} className={cx(overlay.list, styles.menu)} />
    </Popover>
  );
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  icon?: ReactNode;
  /** `danger` for destructive actions such as Delete. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

export function MenuItem<T extends object>({ icon, tone = 'default', children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx(overlay.item, tone === 'danger' && styles.danger)}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={overlay.itemText}>{children}</span>
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
