import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Set inline per name; the stylesheet turns it into a tint and a readable text colour. */
export const hueProperty = '--avatar-hue';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: `hsl(var(${hueProperty}, 220) 70% 91%)`,
    color: `hsl(var(${hueProperty}, 220) 65% 24%)`,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      xs: { width: '20px', height: '20px', fontSize: '9px' },
      sm: { width: '24px', height: '24px', fontSize: '10px' },
      md: { width: '32px', height: '32px', fontSize: vars.font.size.xs },
      lg: { width: '40px', height: '40px', fontSize: vars.font.size.md },
      xl: { width: '64px', height: '64px', fontSize: vars.font.size['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
