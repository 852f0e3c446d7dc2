import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Keyboard focus ring for react-aria elements (`[data-focus-visible]`). */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
};

/** Transition used by every interactive control. */
export const controlTransition = `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`;
