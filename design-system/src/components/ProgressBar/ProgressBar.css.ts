import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fillBase } from '../shared/progress.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = style([fillBase, { backgroundColor: vars.color.accent }]);

export const indeterminate = style({ width: '40%', animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite` });
