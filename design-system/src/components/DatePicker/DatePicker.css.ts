import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/focus.css';

export const calendar = style({ padding: vars.space['3'], width: 'max-content', outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['2'],
});

export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, margin: 0 });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  width: '36px',
  height: '28px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
      '&[data-today]': { color: vars.color.accentText, fontWeight: vars.font.weight.semibold },
      '&[data-selected]': { backgroundColor: vars.color.accent, color: vars.color.textInverse },
      '&[data-disabled], &[data-unavailable]': { color: vars.color.textDisabled, cursor: 'default', textDecoration: 'line-through' },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
  },
]);

export const dialog = style({ outline: 'none' });
