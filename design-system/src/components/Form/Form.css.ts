import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space['4'],
});

/** FormField is a fieldset: drop the browser's border and padding. */
export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space['1.5'] });
