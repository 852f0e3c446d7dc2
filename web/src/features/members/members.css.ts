import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';
import { MOBILE } from '../shell/shell.css';

// Layout of the team members screens. Only theme variables; a member's own colour is data, set inline.

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const quota = style({ maxWidth: 360, width: '100%' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [MOBILE]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"avatar who menu" "avatar badges menu"',
      rowGap: vars.space[1],
      padding: vars.space[3],
    },
  },
});

export const avatarCell = style({ '@media': { [MOBILE]: { gridArea: 'avatar' } } });

export const who = style({ minWidth: 0, '@media': { [MOBILE]: { gridArea: 'who' } } });

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const email = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const badges = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexWrap: 'wrap',
  '@media': { [MOBILE]: { gridArea: 'badges' } },
});

export const menuCell = style({ '@media': { [MOBILE]: { gridArea: 'menu' } } });

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

export const inviteLink = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });

export const inviteField = style({ flex: 1, minWidth: 200 });
