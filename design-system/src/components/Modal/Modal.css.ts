import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(-100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
});

export const overlayDrawer = style({ justifyContent: 'flex-start', alignItems: 'stretch', padding: 0 });

export const modal = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    overflow: 'auto',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    size: {
      sm: { width: 'min(400px, 100%)' },
      md: { width: 'min(520px, 100%)' },
      lg: { width: 'min(720px, 100%)' },
      drawer: {
        width: 'min(300px, 85vw)',
        height: '100%',
        borderRight: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` },
          '&[data-exiting]': { animation: `${slideOut} ${vars.motion.duration.normal} ${vars.motion.easing.exit}` },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

/** Centred dialogs are rounded cards and zoom in. */
export const centred = style({
  borderRadius: vars.radius.xl,
  selectors: { '&[data-entering]': { animation: `${zoomIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` } },
});
