import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const tinted = (tone: 'blue' | 'orange' | 'red') => ({
  backgroundColor: vars.color.tone[tone].bg,
  borderColor: vars.color.tone[tone].border,
  color: vars.color.tone[tone].fg,
});

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: vars.space['3'],
    rowGap: vars.space['2'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.lg,
    fontSize: vars.font.size.md,
  },
  variants: {
    tone: {
      info: tinted('blue'),
      warning: tinted('orange'),
      error: tinted('red'),
      critical: { backgroundColor: vars.color.danger, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '1px' });

export const body = style({ flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });

export const title = style({ fontWeight: vars.font.weight.semibold });

export const message = style({ color: 'inherit' });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  marginInlineStart: 'auto',
  alignSelf: 'center',
});

/** The dismiss button inherits the banner colour. */
export const dismiss = style({
  color: 'inherit',
  selectors: { '&[data-hovered], &[data-pressed]': { color: 'inherit', backgroundColor: 'rgb(0 0 0 / 0.08)' } },
});
