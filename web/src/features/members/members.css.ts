import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Layout of the team members screens. Only theme variables; a member's own colour is data, set inline.

export const quota = style({ maxWidth: 360, width: '100%' });

/** A member's colour as a small dot; its background is the member's own colour (data), set inline. */
export const swatch = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const swatchLarge = style([swatch, { width: 20, height: 20 }]);
