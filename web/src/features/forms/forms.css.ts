import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The forms screens: the builder's field boxes, a form's rows and its signature pad. Only theme variables.

/** One field in the builder, or one row of a repeating group when filling. */
export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const nested = style({ background: vars.color.surfaceSubtle });

export const boxHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  flexWrap: 'wrap',
});

export const boxTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSecondary,
});

export const buttons = style({ display: 'flex', gap: vars.space[1], flexWrap: 'wrap', alignItems: 'center' });

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const sectionDescription = style({ margin: 0, color: vars.color.textSecondary });

/** A form to fill: one column, readable on a phone. */
export const fill = style({ maxWidth: 760, width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary, minHeight: '1.5em' });

export const actions = style({
  display: 'flex',
  gap: vars.space[2],
  flexWrap: 'wrap',
  alignItems: 'center',
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const pad = style({
  display: 'block',
  width: '100%',
  height: 180,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  touchAction: 'none',
});

export const signature = style({
  display: 'block',
  maxWidth: 320,
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
});

export const thumbs = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });

export const thumb = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  alignItems: 'flex-start',
});

export const thumbImage = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const answers = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space[1] } },
});

export const answerTerm = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const answerValue = style({ margin: 0, '@media': { [PHONE]: { marginBottom: vars.space[2] } } });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const groupTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

/** A group's rows, read-only: one under another. */
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
