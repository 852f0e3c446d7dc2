import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const column = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  backgroundColor: vars.color.surfaceSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  opacity: 0,
  selectors: {
    [`${column}[data-hovered] &`]: { opacity: 0.5 },
    '&[data-active]': { opacity: 1, color: vars.color.text },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSubtle },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    [`${row}:last-child &`]: { borderBottom: 'none' },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});
