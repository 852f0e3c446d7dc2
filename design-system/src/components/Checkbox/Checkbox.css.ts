import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { indicator } from '../shared/choice.css';

export const box = style([indicator, { borderRadius: vars.radius.sm }]);
