import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fillBase } from '../shared/progress.css';
/** Fill colour per level: green, orange, red. */
export const fill: Record<'normal' | 'warning' | 'danger', string> = styleVariants({
  normal: [fillBase, { backgroundColor: vars.color.tone.green.solid }],
  warning: [fillBase, { backgroundColor: vars.color.tone.orange.solid }],
  danger: [fillBase, { backgroundColor: vars.color.tone.red.solid }],
});
