import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The pickers' chosen items, as chips. Only theme variables.

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
