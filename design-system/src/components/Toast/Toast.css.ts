import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { PHONE } from '../../theme/media';
import { focusRing } from '../shared/focus.css';

/** The attribute on the document's root element that puts toasts at the top of the screen (useToastsAtTop). */
export const TOASTS_AT_TOP = 'data-toasts-at-top';

const slideUp = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } });

export const region = style([
  focusRing,
  {
    // Bottom left on wide screens (over the foot of the sidebar), bottom centre on phones: never over a page's title
    // or its header actions at the top, nor over form actions, which sit on the right (FormActions); on phones the
    // page keeps room below its last actions for a toast (the app shell's content padding).
    position: 'fixed',
    insetBlockEnd: vars.space['4'],
    insetInlineStart: vars.space['4'],
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    width: `min(380px, calc(100vw - 2 * ${vars.space['4']}))`,
    borderRadius: vars.radius.lg,
    '@media': {
      [PHONE]: { insetInlineStart: '50%', transform: 'translateX(-50%)', insetBlockEnd: vars.space['3'] },
    },
    // While something fixed holds the bottom of the screen (useToastsAtTop: the assistant's chat, whose text box
    // and Send button sit at its foot), toasts show top centre instead, at every width.
    selectors: {
      [`:root[${TOASTS_AT_TOP}] &`]: {
        insetBlockEnd: 'auto',
        insetBlockStart: vars.space['3'],
        insetInlineStart: '50%',
        transform: 'translateX(-50%)',
      },
    },
  },
]);

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['3'],
      padding: vars.space['3'],
      paddingInlineStart: vars.space['4'],
      backgroundColor: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderInlineStartWidth: '4px',
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
      color: vars.color.text,
      animation: `${slideUp} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
  ],
  variants: {
    kind: {
      default: { borderInlineStartColor: vars.color.tone.grey.solid },
      success: { borderInlineStartColor: vars.color.tone.green.solid },
      error: { borderInlineStartColor: vars.color.tone.red.solid },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, marginTop: '1px' },
  variants: {
    kind: {
      default: { color: vars.color.tone.blue.fg },
      success: { color: vars.color.tone.green.fg },
      error: { color: vars.color.tone.red.fg },
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], flex: 1, minWidth: 0 });
export const title = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });
export const description = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const link = style({ alignSelf: 'flex-start', fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
