import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The owner's Background work. Only theme variables.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space[3],
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const muted = style({ margin: 0, color: vars.color.textSecondary });
export const meta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textSecondary });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const letter = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const letterBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const letterTitle = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text });
export const error = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
