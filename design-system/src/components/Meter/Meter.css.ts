import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fillBase } from '../shared/progress.css';
import type { UsageLevel } from './usage';

/** Fill colour per usage level: green, orange (≥ 80 %), red (≥ 100 %). */
export const fill: Record<UsageLevel, string> = styleVariants({
  normal: [fillBase, { backgroundColor: vars.color.tone.green.solid }],
  warning: [fillBase, { backgroundColor: vars.color.tone.orange.solid }],
  danger: [fillBase, { backgroundColor: vars.color.tone.red.solid }],
});
