import { PHONE as MOBILE, vars } from '@spanner/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

// The support screens of both portals. Only theme variables.

export const statusWithIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1.5] });

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxHeight: 520,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const bubbleBase = style({
  borderRadius: vars.radius.lg,
  border: '1px solid',
  padding: vars.space[3],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1.5],
});

/** Internal notes yellow, staff replies blue, everyone else grey (spec part 2 §4). */
export const bubble = styleVariants({
  internal: [bubbleBase, { background: vars.color.tone.yellow.bg, borderColor: vars.color.tone.yellow.border }],
  staff: [bubbleBase, { background: vars.color.tone.blue.bg, borderColor: vars.color.tone.blue.border }],
  other: [bubbleBase, { background: vars.color.surfaceSubtle, borderColor: vars.color.border }],
});

export const bubbleHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });
export const when = style({ color: vars.color.textSecondary, fontSize: vars.font.size.xs });

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text });

export const replyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const filterSelect = style({ width: 200, '@media': { [MOBILE]: { width: '100%' } } });

export const ticketRowTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });
export const ticketTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const preText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
