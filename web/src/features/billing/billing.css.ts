import { PHONE, vars } from '@spanner/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

// Billing and usage layout. Only theme variables.

export const widget = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
});

/** The meters' placeholder: laid out as the widget lays out its meters (a column, the widget's gap). */
export const metersPlaceholder = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], opacity: 0.6 });

export const widgetHeading = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  margin: 0,
});

export const compact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const level = styleVariants({
  normal: { color: vars.color.textSecondary },
  warning: { color: vars.color.tone.orange.fg },
  danger: { color: vars.color.tone.red.fg },
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const planGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space[3],
});

export const planCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], height: '100%' });

/**
 * A plan's card in the plans grid: its body fills what its title leaves (at the body's 100% height the Choose button
 * hung below the card, over the note under the grid).
 */
export const planTile = style({ display: 'flex', flexDirection: 'column' });
export const planTileBody = style({ flex: 1 });

export const price = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text });

export const features = style({
  margin: 0,
  paddingLeft: vars.space[4],
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  flex: 1,
});

export const packGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space[3],
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});

export const alerts = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
