import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The signing screen (one column, readable on a phone) and the job page's sign-off section. Only theme variables.

export const screen = style({ maxWidth: 760, width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sectionTitle = style({ margin: `${vars.space[2]} 0`, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const signature = style({
  display: 'block',
  maxWidth: 240,
  maxHeight: 90,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
});

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  gap: vars.space[2],
  flexWrap: 'wrap',
  alignItems: 'center',
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});
