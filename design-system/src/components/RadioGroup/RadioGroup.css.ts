import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choice, indicator } from '../shared/choice.css';

export const circle = style([
  indicator,
  {
    borderRadius: vars.radius.full,
    selectors: {
      [`${choice}[data-selected] &`]: { backgroundColor: vars.color.surface, borderWidth: '5px', borderColor: vars.color.accent },
    },
  },
]);
