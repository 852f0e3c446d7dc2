import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.canvas,
  color: vars.color.text,
});

/** The bar stays at the top while the saved day scrolls under it. */
export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.canvas,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const content = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space['4'],
  '@media': { [PHONE]: { padding: vars.space['3'] } },
});

export const dayHeading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const noteText = style({ whiteSpace: 'pre-wrap', margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** Two fields side by side (stacked on phones). */
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});
