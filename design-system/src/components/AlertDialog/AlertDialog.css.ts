import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['4'],
  padding: vars.space['6'],
  paddingBottom: vars.space['4'],
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      confirm: { backgroundColor: vars.color.tone.blue.bg, color: vars.color.tone.blue.fg },
      destructive: { backgroundColor: vars.color.tone.red.bg, color: vars.color.tone.red.fg },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({ marginTop: vars.space['2'], color: vars.color.textSecondary });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSubtle,
});
