import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { controlTransition, focusRing } from '../shared/focus.css';

const solid = (bg: string, hover: string, pressed: string) => ({
  backgroundColor: bg,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.xs,
  selectors: {
    '&[data-hovered]': { backgroundColor: hover },
    '&[data-pressed]': { backgroundColor: pressed },
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      flexShrink: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.medium,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: controlTransition,
      selectors: {
        '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: solid(vars.color.accent, vars.color.accentHover, vars.color.accentPressed),
      danger: solid(vars.color.danger, vars.color.dangerHover, vars.color.dangerPressed),
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surfaceSubtle },
          '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.textSecondary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
          '&[data-pressed]': { backgroundColor: vars.color.surfacePressed, color: vars.color.text },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space['2'], fontSize: vars.font.size.sm, gap: vars.space['1.5'] },
      md: { height: vars.size.controlMd, paddingInline: vars.space['3'], fontSize: vars.font.size.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space['4'], fontSize: vars.font.size.lg },
    },
    iconOnly: { true: { paddingInline: 0 }, false: {} },
    // A button as wide as its column takes a label longer than the column (a job's title on a phone) on more lines
    // rather than overflowing the screen: its height grows from the size's (compound variants below).
    fullWidth: {
      true: {
        width: '100%',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        lineHeight: 1.3,
        paddingBlock: vars.space['2'],
        textAlign: 'center',
      },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.size.controlSm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.controlMd } },
    { variants: { fullWidth: true, size: 'sm' }, style: { height: 'auto', minHeight: vars.size.controlSm } },
    { variants: { fullWidth: true, size: 'md' }, style: { height: 'auto', minHeight: vars.size.controlMd } },
    { variants: { fullWidth: true, size: 'lg' }, style: { height: 'auto', minHeight: vars.size.controlLg } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.size.controlLg } },
  ],
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
