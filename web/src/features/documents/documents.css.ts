import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The quote and invoice screens: editor, line rows, totals, detail. Only theme variables.

export const editor = style({ display: 'grid', gap: vars.space[4], maxWidth: 1040, width: '100%' });

// ── One line of the editor: item and description on top, then the numbers and the line's amounts.

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"item description" "numbers numbers"',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"item" "description" "numbers"' } },
});

export const lineItem = style({ gridArea: 'item', minWidth: 0 });
export const lineDescription = style({ gridArea: 'description', minWidth: 0 });

// The numbers wrap rather than squeeze: each field keeps the width its value needs ("12.5", "$1,234.50", "GST (10%)"),
// and the amounts and actions move under them when a narrower screen has no room (tablets); on phones two a row.
export const lineNumbers = style({
  gridArea: 'numbers',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

const numberField = (basis: string) =>
  style({ flex: `0 0 ${basis}`, '@media': { [PHONE]: { flex: `1 1 calc(50% - ${vars.space[3]})`, minWidth: 0 } } });

export const qtyField = numberField('104px');
export const priceField = numberField('136px');
export const discountField = numberField('104px');
export const taxField = numberField('160px');

export const lineAmounts = style({
  flex: '1 1 160px',
  alignSelf: 'flex-end',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[0.5],
  minHeight: vars.size.controlMd,
  justifyContent: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
  '@media': { [PHONE]: { alignItems: 'flex-start' } },
});

export const lineTotal = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text, fontSize: vars.font.size.md });

export const lineActions = style({
  display: 'flex',
  alignSelf: 'flex-end',
  alignItems: 'center',
  gap: vars.space[1],
  justifyContent: 'flex-end',
});

// ── Totals box

export const totals = style({ display: 'grid', gap: vars.space[2], margin: 0, paddingTop: vars.space[3] });

export const sumRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[4],
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: vars.color.text, margin: 0 });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });

// ── Detail and list

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const preWrap = style({ whiteSpace: 'pre-wrap', margin: 0 });

export const sideColumn = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const error = style({ margin: 0, color: vars.color.tone.red.fg, fontSize: vars.font.size.sm });
