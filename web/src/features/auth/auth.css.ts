import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

/** The logo and name above the card, linking to the public site's home page. */
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space[2],
  marginBottom: vars.space[4],
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const column = style({ display: 'flex', flexDirection: 'column' });
