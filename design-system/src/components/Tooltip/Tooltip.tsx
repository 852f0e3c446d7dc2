import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, type TooltipProps as AriaTooltipProps, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

/** Spec constants: tooltips open after 700 ms of hover; once one has shown, others open at once for 300 ms. */
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_CLOSE_DELAY = 300;

export interface TooltipProps {
  /** Text of the tooltip. */
  content: ReactNode;
  /** One focusable react-aria element (Button, IconButton, Link). */
  children: ReactNode;
  placement?: AriaTooltipProps['placement'];
  delay?: number;
  closeDelay?: number;
  isDisabled?: boolean;
  /** Controlled open state (normally hover and focus decide). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short hint on hover or keyboard focus. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY,
  closeDelay = TOOLTIP_CLOSE_DELAY,
  ...state
}: TooltipProps) {
  return (
    <TooltipTrigger {...state} delay={delay} closeDelay={closeDelay}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
