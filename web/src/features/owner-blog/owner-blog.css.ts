import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'flex-end' });
export const grow = style({ flex: '1 1 220px', minWidth: 0 });
export const postRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const postTitle = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const editor = style({ display: 'grid', gap: vars.space[5], gridTemplateColumns: 'minmax(0, 1fr)' });
export const columns = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});
export const cover = style({
  display: 'block',
  width: '100%',
  maxWidth: 480,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const counter = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const counterOver = style({ fontSize: vars.font.size.sm, color: vars.color.tone.orange.fg, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'flex-end' });
export const markdownLabel = style({ fontWeight: 600, fontSize: vars.font.size.sm, display: 'block', marginBottom: vars.space[2] });
export const markdownBox = style({ minWidth: 0 });
export const plainEditor = style({
  width: '100%',
  minHeight: 320,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
/** The preview: the public post's typography, roughly (the public page's own CSS is not loaded in the app). */
export const preview = style({
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  maxWidth: '70ch',
});
