import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Layout of the service board and its dialogs. Only theme variables.

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] } },
});

/** The not-booked filter, on its own line between the filters and the sections. */
export const notBooked = style({ marginBlock: vars.space[3] });

/** The selection bar: how many are chosen and Book, kept in view while the list scrolls. */
export const selectionBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const rowTop = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const rowMain = style({ flex: 1, minWidth: 0 });

export const rowTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginTop: vars.space[2] });

export const techSelect = style({ minWidth: 180, '@media': { [PHONE]: { minWidth: 0, width: '100%' } } });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
