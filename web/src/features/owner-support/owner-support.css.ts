import { PHONE, vars } from '@spanner/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// The owner's support overview. Only theme variables.

export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space[3],
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figureValue = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text });
export const figureLabel = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const figureNote = style({ margin: 0, marginTop: vars.space[1], fontSize: vars.font.size.xs, color: vars.color.textSecondary });

export const muted = style({ margin: 0, color: vars.color.textSecondary });
export const meta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textSecondary });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A compact table that scrolls sideways inside its card on a phone rather than widening the page. */
export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@media': { [PHONE]: { fontSize: vars.font.size.xs } },
});
export const th = style({
  textAlign: 'left',
  padding: `${vars.space[2]} ${vars.space[1]}`,
  color: vars.color.textSecondary,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'bottom',
});
export const td = style({
  padding: `${vars.space[2]} ${vars.space[1]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
});
export const thNumber = style([th, { textAlign: 'right' }]);
export const tdNumber = style([td, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const totalRow = style({});
globalStyle(`${totalRow} > *`, { fontWeight: vars.font.weight.semibold });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
export const listRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space[2] });
export const weeks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });
export const week = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 72,
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  fontSize: vars.font.size.xs,
  color: vars.color.textSecondary,
});
export const weekCount = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text });
