import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

export const conflict = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], marginBlockStart: vars.space['2'] });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** What failed, in the spec's words, and why: the refusal a technician must see first. */
export const failed = style({ margin: 0, color: vars.color.danger });

export const advice = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ whiteSpace: 'pre-wrap' });

export const photoLink = style({ display: 'inline-block', marginBlockStart: vars.space['2'] });

export const photo = style({
  display: 'block',
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
