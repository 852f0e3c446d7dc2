import { PHONE, vars } from '@spanner/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// The owner's dashboard and analytics pages. Only theme variables.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const sectionTitle = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] } },
});

/** Every card of a row as tall as the row. */
export const stat = style({ display: 'flex', flexDirection: 'column' });
globalStyle(`${stat} > *`, { flex: 1 });

export const statuses = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginTop: vars.space[1] });

export const alerts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const alertBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[0.5], minWidth: 0 });

export const alertDetail = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const muted = style({ margin: 0, color: vars.color.textSecondary });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { '(max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const chartPanel = style({ paddingBlockStart: vars.space[3], minWidth: 0 });

export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[4],
});

export const customDates = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] });

export const rangeNote = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const critical = style({ display: 'inline-flex', flex: 'none', color: vars.color.tone.red.fg });
export const warning = style({ display: 'inline-flex', flex: 'none', color: vars.color.tone.yellow.fg });
