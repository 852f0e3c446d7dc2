import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../shared/field.css';
import { focusRing } from '../shared/focus.css';

export const trigger = style([
  control,
  focusRing,
  {
    justifyContent: 'space-between',
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': { outlineOffset: '0' } },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
