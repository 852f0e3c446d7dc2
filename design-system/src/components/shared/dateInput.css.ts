import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Segmented date/time input shared by DatePicker and TimeField. */
export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  paddingBlock: vars.space['2'],
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type=literal]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textInverse },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});
