import { PHONE, vars } from '@spanner/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// The owner's organisation pages. Only theme variables.

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});

/** The table on wide screens; cards instead on phones. */
export const wide = style({ '@media': { [PHONE]: { display: 'none' } } });
/**
 * Nine columns beside the sidebar at 1280 px: with the kit's 16 px either side of every cell the table came out about 15 px
 * wider than its box, the Created column behind a sideways scroll; 12 px keeps every column in view.
 */
globalStyle(`${wide} th, ${wide} td`, { paddingInline: vars.space[3] });
export const narrow = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'flex', flexDirection: 'column', gap: vars.space[3] } },
});

export const count = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space[2] });
export const cardFigures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.sm,
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0 });
export const figureTerm = style({ color: vars.color.textSecondary, fontSize: vars.font.size.xs });
export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
});
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, color: vars.color.text });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const meters = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const history = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const th = style({
  textAlign: 'left',
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space[2]} ${vars.space[2]}`, borderBottom: `1px solid ${vars.color.border}` });
export const scroll = style({ overflowX: 'auto' });
export const thNumeric = style([th, { textAlign: 'right' }]);
/** A numeric column's header, right-aligned over its figures. */
export const numericHead = style({ selectors: { '&&': { textAlign: 'right' } } });
globalStyle(`${numericHead} > span`, { justifyContent: 'flex-end' });
