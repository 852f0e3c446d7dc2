import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Layout of the equipment screens. Only theme variables.

/** The card is one click target (its title link is stretched over it); the actions menu sits above the link. */
export const card = style({ position: 'relative' });

export const cardTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[2] });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const stretchedLink = style({
  color: 'inherit',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl } },
});

export const aboveLink = style({ position: 'relative', zIndex: 1 });

export const meta = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.text, overflowWrap: 'anywhere' });

// ── Equipment picker: the chosen units as removable chips
