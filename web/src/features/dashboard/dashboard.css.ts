import { PHONE as MOBILE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The dashboard. Only theme variables.

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 240px))',
  gap: vars.space[4],
  '@media': { [MOBILE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] } },
});

export const stat = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** The label's hit area covers the card. */
export const statLink = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl } },
});

export const statValue = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
  // One line high, with or without the number in it.
  display: 'block',
  blockSize: '1lh',
});

/** The count's placeholder fills the count's line. */
export const statSkeleton = style({ blockSize: '100%', margin: 0 });

export const loading = style({ minBlockSize: '640px' });

export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover, &[data-hovered]': { background: vars.color.surfaceHover, textDecoration: 'none' } },
});

export const actionIcon = style({ display: 'inline-flex', color: vars.color.accent });
