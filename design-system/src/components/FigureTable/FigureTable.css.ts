import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  maxInlineSize: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, {
  color: vars.color.textSecondary,
  fontWeight: vars.font.weight.semibold,
  background: vars.color.surfaceSubtle,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.medium });

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} ${numeric}`, { textAlign: 'end' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBlockEnd: vars.space['2'],
});

export const empty = style({ color: vars.color.textSecondary, textAlign: 'center' });

// The row headings stay in view while the figures scroll sideways (a phone reading a wide table).
globalStyle(`${table} tbody th, ${table} thead th:first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
});
globalStyle(`${table} tbody th`, { background: vars.color.surface });
