import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { ButtonProps } from '../Button/Button';
import { button } from '../Button/Button.css';

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'iconEnd' | 'children' | 'fullWidth' | 'aria-label'> {
  /** Accessible name, e.g. 'Close' or 'Open menu'. */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon. `label` names it for screen readers. */
export function IconButton({ label, icon, variant = 'ghost', size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={cx(button({ variant, size, iconOnly: true }), className)}>
      {icon}
    </AriaButton>
  );
}
