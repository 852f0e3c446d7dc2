import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    color: 'inherit',
  },
  variants: {
    size: {
      sm: { width: '14px', height: '14px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const root = style({ display: 'inline-flex', color: vars.color.accent });
export const track = style({ opacity: 0.2 });
