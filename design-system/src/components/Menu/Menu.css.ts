import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Menus opened from small icon buttons still get a comfortable width. */
export const menu = style({ minWidth: '180px' });

export const danger = style({
  color: vars.color.tone.red.fg,
  selectors: { '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.tone.red.bg } },
});

export const icon = style({ display: 'inline-flex', color: 'inherit', opacity: 0.8 });

export const separator = style({ height: '1px', margin: `${vars.space['1']} 0`, border: 'none', backgroundColor: vars.color.border });
