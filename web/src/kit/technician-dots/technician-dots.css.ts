import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Technicians as colour dots. Only theme variables (a technician's colour is data, set inline on their dot).

export const dots = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const dot = style({
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  flexShrink: 0,
});

export const dotMore = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
