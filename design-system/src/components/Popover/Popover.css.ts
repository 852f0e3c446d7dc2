import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const arrow = style({
  display: 'block',
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});

/** Padding for free-form popover content (a Dialog inside a Popover). */
export const content = style({ padding: vars.space['4'], maxWidth: '320px', outline: 'none' });
