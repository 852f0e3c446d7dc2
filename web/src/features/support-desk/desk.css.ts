import { PHONE as MOBILE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The support staff portal's screens. Only theme variables.

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 2fr) repeat(3, minmax(160px, 1fr)) auto',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const mono = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textSecondary });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space[3],
});

export const countValue = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text });
export const countLabel = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });

export const cardGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: vars.space[3] });

export const ticketCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const ticketCardTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space[2] });
export const preview = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textSecondary });

export const editorRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});
export const editorLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});
export const editorButtons = style({ display: 'flex', gap: vars.space[2] });

export const statRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space[2] });
export const statList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

/** The queue's title column: the title (a link to the ticket) over its short id; it takes the width left over. */
export const titleCell = style({ minWidth: 160, overflowWrap: 'anywhere' });
export const ticketId = style([mono, { display: 'block', color: vars.color.textSecondary, fontSize: vars.font.size.xs }]);

/** The queue shows its table on wide screens and its list on phones. */
export const wideOnly = style({ '@media': { [MOBILE]: { display: 'none' } } });
export const phoneOnly = style({ display: 'none', '@media': { [MOBILE]: { display: 'block' } } });
