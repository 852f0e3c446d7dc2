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

export const chosen = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `${vars.space[0.5]} ${vars.space[1]} ${vars.space[0.5]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSubtle,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
