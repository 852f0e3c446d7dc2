import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

export const frame = style({ inlineSize: '100%', minInlineSize: 0 });

export const svg = style({ display: 'block', inlineSize: '100%', overflow: 'visible' });

export const tick = style({ fontSize: '11px', fill: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });

export const valueLabel = style({ fontSize: '11px', fill: vars.color.text, fontWeight: vars.font.weight.medium });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  listStyle: 'none',
  margin: `${vars.space[2]} 0 0`,
  padding: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1.5] });

export const swatch = style({ flex: 'none' });
