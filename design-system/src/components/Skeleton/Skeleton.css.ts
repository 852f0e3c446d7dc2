import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { width: '100%', height: '0.9em', borderRadius: vars.radius.sm, margin: '0.2em 0' },
      rect: { width: '100%', height: '80px', borderRadius: vars.radius.lg },
      circle: { width: '40px', height: '40px', borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
