import { vars } from '@spanner/design-system/tokens';
import { style } from '@vanilla-extract/css';

// The newsletter form's own few styles, in the design system's tokens (the form carries the light theme's class, so
// it looks the same on any page).

export const form = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '32rem',
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const input = style({
  flex: '1 1 14rem',
  minWidth: 0,
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const button = style({
  flex: '0 0 auto',
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space['5']}`,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textInverse,
  background: vars.color.accent,
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'progress', background: vars.color.accentPressed },
  },
});

export const consent = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });

const message = style({ margin: 0, fontSize: vars.font.size.sm });
export const success = style([message, { color: vars.color.tone.green.fg }]);
export const failure = style([message, { color: vars.color.danger }]);
export const messageTitle = style({ fontWeight: vars.font.weight.semibold });
