import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { tones } from './tones';

const toneStyles = Object.fromEntries(
  tones.map((tone) => [
    tone,
    {
      backgroundColor: vars.color.tone[tone].bg,
      color: vars.color.tone[tone].fg,
      borderColor: vars.color.tone[tone].border,
    },
  ]),
) as Record<(typeof tones)[number], { backgroundColor: string; color: string; borderColor: string }>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1.5'],
    paddingInline: vars.space['2'],
    height: '22px',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'grey' },
});

export const dot = style({ width: '6px', height: '6px', borderRadius: vars.radius.full, backgroundColor: 'currentColor' });
