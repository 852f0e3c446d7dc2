import { PHONE as MOBILE, vars } from '@spanner/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// The jobs screens. Only theme variables (technician colours are data, set inline on their dots).

export const statusFilter = style({ width: 200, '@media': { [MOBILE]: { width: '100%' } } });

// ── Job card (a LinkCard): its description and meta rows.

export const clamp = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const metaRow = style({
  display: 'flex',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
  minWidth: 0,
});

export const metaLabel = style({ color: vars.color.textMuted, flexShrink: 0, width: 76 });

export const metaValue = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const when = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

// ── Technician dots

// ── Forms

export const formCard = style({ maxWidth: 760, width: '100%' });

export const roleHint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, marginLeft: vars.space[1] });

// ── Detail pages

/** A note keeps the line breaks it was typed with. */
export const noteText = style({ whiteSpace: 'pre-wrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: vars.color.text });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space[3],
  marginTop: vars.space[2],
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

// ── Photos

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoItem = style({ position: 'relative' });

/** A design-system Button turned into a square image tile ([data-rac] outranks the button recipe). */
export const thumbButton = style({
  selectors: {
    '&[data-rac]': {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: '1',
      padding: 0,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      overflow: 'hidden',
      background: vars.color.surfaceSubtle,
      cursor: 'zoom-in',
    },
  },
});

globalStyle(`${thumbButton}[data-rac] > span`, { display: 'block', width: '100%', height: '100%' });

export const thumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const moreTile = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textSecondary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const removePhoto = style({ position: 'absolute', top: vars.space[1], right: vars.space[1] });

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], alignItems: 'center' });

/** The photo fills the dialog's width (small pictures too), never taller than most of the screen. */
export const viewerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
});

export const viewerNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  width: '100%',
});

// ── Notes & Charges

export const entryForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const narrow = style({ width: 120 });

// ── Job diary running total: one row per sum, the total under a rule (totalRow)

export const sumRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space[1],
  color: vars.color.textSecondary,
});
