import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choice } from '../shared/choice.css';
import { controlTransition } from '../shared/focus.css';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '32px',
  height: '18px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: controlTransition,
  selectors: {
    [`${choice}[data-hovered] &`]: { backgroundColor: vars.color.textDisabled },
    [`${choice}[data-selected] &`]: { backgroundColor: vars.color.accent },
    [`${choice}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.accentHover },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${choice}[data-selected] &`]: { transform: 'translateX(14px)' } },
});
