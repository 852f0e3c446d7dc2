import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The customers screens. Only theme variables.

export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The card is one big link: its title link's hit area is stretched over the whole card. */
export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cardText = style({ minWidth: 0 });

export const stretchedLink = style({
  color: vars.color.text,
  display: 'inline',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl } },
});

/** A link inside a card whose title link covers the card: above it, so it takes its own clicks. */
export const contactLink = style({ position: 'relative', zIndex: 1 });

export const subtle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, minWidth: 0 });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const detail = style({
  display: 'flex',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
  minWidth: 0,
});

/** Values wrap at word breaks (an address is never cut mid-suburb); only an unbroken string breaks anywhere. */
export const detailValue = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const detailLabel = style({ color: vars.color.textMuted, flexShrink: 0, width: 64 });

export const notes = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
});

// Profile

export const formPage = style({ maxWidth: 720, width: '100%' });
