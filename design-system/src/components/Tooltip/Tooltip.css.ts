import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  maxWidth: '240px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` } },
});
