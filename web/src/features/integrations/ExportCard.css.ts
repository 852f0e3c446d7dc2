import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The export card's list of recent exports. Only theme variables.

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
/** When it was asked for and its state on the left, its action on the right, wrapping on a narrow screen. */
export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], flexWrap: 'wrap' });
export const when = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });
export const note = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
