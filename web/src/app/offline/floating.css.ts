import { PHONE, vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

/** Held at the foot of the screen like a toast, over the page rather than in it, so nothing on the page moves. */
export const floating = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  zIndex: vars.zIndex.toast,
  width: `min(420px, calc(100vw - 2 * ${vars.space['4']}))`,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.lg,
  '@media': {
    [PHONE]: { insetInlineEnd: 'auto', insetInlineStart: '50%', transform: 'translateX(-50%)', insetBlockEnd: vars.space['3'] },
  },
});
