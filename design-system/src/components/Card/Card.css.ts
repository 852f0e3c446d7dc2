import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { controlTransition } from '../shared/focus.css';

export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.xs,
    color: vars.color.text,
  },
  variants: {
    padding: { none: {}, md: { padding: vars.space['4'] }, lg: { padding: vars.space['6'] } },
    interactive: {
      true: {
        cursor: 'pointer',
        transition: controlTransition,
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
          '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'lg', interactive: false },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ marginTop: vars.space['1'], color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });
