import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/focus.css';

export const link = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      borderRadius: vars.radius.sm,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      textUnderlineOffset: '3px',
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { textDecoration: 'underline' },
        '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      primary: { color: vars.color.accentText },
      /** Inside running text: always underlined so it is not told apart by colour alone. */
      inline: { display: 'inline', color: vars.color.accentText, textDecoration: 'underline' },
      subtle: { color: vars.color.textSecondary, selectors: { '&[data-hovered]': { color: vars.color.text } } },
    },
  },
  defaultVariants: { variant: 'primary' },
});
